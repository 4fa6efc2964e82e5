import { InMemoryRefusalPenalty } from '../refusal-penalty';

describe('InMemoryRefusalPenalty', () => {
  const limits = { maxRefusals: 3, windowMs: 10_000, maxKeys: 2 };

  it('holds a key back after maxRefusals in the window, until the window ends', async () => {
    let now = 1_000;
    const box = new InMemoryRefusalPenalty(limits, () => now);
    box.record('user:a');
    box.record('user:a');
    expect(await box.retryAfterSeconds('user:a')).toBe(0);
    box.record('user:a');
    expect(await box.retryAfterSeconds('user:a')).toBe(10);
    now += 7_500;
    expect(await box.retryAfterSeconds('user:a')).toBe(3);
    now += 2_500;
    expect(await box.retryAfterSeconds('user:a')).toBe(0);
    expect(await box.retryAfterSeconds('user:b')).toBe(0);
  });

  it('starts a new count once the window has passed', async () => {
    let now = 0;
    const box = new InMemoryRefusalPenalty(limits, () => now);
    box.record('k');
    box.record('k');
    now += 10_000;
    box.record('k');
    expect(await box.retryAfterSeconds('k')).toBe(0);
  });

  it('tracks at most maxKeys keys, forgetting the oldest', async () => {
    const box = new InMemoryRefusalPenalty(limits, () => 0);
    for (let i = 0; i < 3; i++) box.record('old');
    box.record('b');
    box.record('c');
    expect(await box.retryAfterSeconds('old')).toBe(0);
  });
});
