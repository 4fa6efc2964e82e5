import { LoginThrottle, PASSWORD_RULES } from '../login-throttle';
import { MemoryThrottleStore } from '../throttle/memory-throttle-store';
import { throttleKey } from '../throttle/throttle-store';

const WINDOW_MS = PASSWORD_RULES.accountAndIp.windowSeconds * 1000;

describe('LoginThrottle', () => {
  it('allows 10 checks per (account, IP), then refuses; another IP still gets in; the window ends', async () => {
    let now = 0;
    const t = new LoginThrottle(new MemoryThrottleStore(() => now));
    for (let i = 0; i < 10; i++) await t.begin('A@x.io', '1.2.3.4');
    await expect(t.begin('a@x.io', '1.2.3.4')).rejects.toThrow('Too many attempts');
    await expect(t.begin('a@x.io', '9.9.9.9')).resolves.toBeDefined(); // the real user elsewhere
    now += WINDOW_MS + 1;
    await expect(t.begin('a@x.io', '1.2.3.4')).resolves.toBeDefined();
  });

  it('backs off: a pair that hit the limit gets a doubled window next time', async () => {
    let now = 0;
    const t = new LoginThrottle(new MemoryThrottleStore(() => now));
    for (let i = 0; i < 11; i++) await t.begin('a@x.io', '1.2.3.4').catch(() => undefined);
    now += WINDOW_MS + 1; // first window over: the next one lasts twice as long
    for (let i = 0; i < 10; i++) await t.begin('a@x.io', '1.2.3.4');
    now += WINDOW_MS + 1;
    await expect(t.begin('a@x.io', '1.2.3.4')).rejects.toThrow('Too many attempts');
    now += WINDOW_MS;
    await expect(t.begin('a@x.io', '1.2.3.4')).resolves.toBeDefined();
  });

  it('a success forgets the pair and does not count toward the IP', async () => {
    const t = new LoginThrottle(new MemoryThrottleStore(() => 0));
    for (let i = 0; i < 9; i++) await t.begin('a@x.io', '1.2.3.4');
    await t.succeeded(await t.begin('a@x.io', '1.2.3.4'));
    for (let i = 0; i < 10; i++) await t.begin('a@x.io', '1.2.3.4');
    await expect(t.begin('a@x.io', '1.2.3.4')).rejects.toThrow();
  });

  it('per IP across accounts: 30 checks, then refused', async () => {
    const t = new LoginThrottle(new MemoryThrottleStore(() => 0));
    for (let i = 0; i < PASSWORD_RULES.ip.limit; i++) await t.begin(`ghost${i}@x.io`, '1.2.3.4');
    await expect(t.begin('someone@x.io', '1.2.3.4')).rejects.toThrow('Too many attempts');
  });

  it('keys are fixed-size hashes, and stale entries are swept', async () => {
    let now = 0;
    const store = new MemoryThrottleStore(() => now);
    const huge = `${'x'.repeat(900_000)}@x.io`;
    expect(throttleKey(PASSWORD_RULES.account, huge)).toMatch(/^[0-9a-f]{64}$/);
    const t = new LoginThrottle(store);
    for (let i = 0; i < 50; i++) await t.begin(`${i}${huge}`, `10.0.0.${i}`);
    expect(store.size).toBeLessThanOrEqual(150);
    now += 2 * 24 * 60 * 60 * 1000;
    await t.begin('fresh@x.io', '1.1.1.1');
    expect(store.size).toBe(3);
  });
});
