import { isConnectTimeout, retryOnConnectTimeout } from '../connect-retry';

describe('retryOnConnectTimeout', () => {
  const poolTimeout = () => new Error('timeout exceeded when trying to connect');

  it('tries again while only a connection could not be had, then answers', async () => {
    let calls = 0;
    const run = async () => {
      calls += 1;
      if (calls < 3) throw poolTimeout();
      return 'part 7';
    };
    await expect(retryOnConnectTimeout(run, { firstPauseMs: 1 })).resolves.toBe('part 7');
    expect(calls).toBe(3);
  });

  it('throws a statement error at once (retrying cannot help it)', async () => {
    let calls = 0;
    const run = async () => {
      calls += 1;
      throw Object.assign(new Error('relation "x" does not exist'), { code: '42P01' });
    };
    await expect(retryOnConnectTimeout(run, { firstPauseMs: 1 })).rejects.toThrow('relation "x" does not exist');
    expect(calls).toBe(1);
  });

  it('gives up after its attempts with the last connect error', async () => {
    let calls = 0;
    const run = async () => {
      calls += 1;
      throw poolTimeout();
    };
    await expect(retryOnConnectTimeout(run, { attempts: 4, firstPauseMs: 1 })).rejects.toThrow(
      /when trying to connect/,
    );
    expect(calls).toBe(4);
  });

  it("recognises pg's and pg-pool's connect timeouts only", () => {
    expect(isConnectTimeout(new Error('Connection terminated due to connection timeout'))).toBe(true);
    expect(isConnectTimeout(poolTimeout())).toBe(true);
    expect(isConnectTimeout(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isConnectTimeout('timeout exceeded when trying to connect')).toBe(false);
  });
});
