import { LoginThrottle, MAX_FAILURES, WINDOW_MS } from '../login-throttle';

describe('LoginThrottle', () => {
  it('refuses the 11th attempt within 15 minutes and forgets after the window', () => {
    let now = 0;
    const t = new LoginThrottle(() => now);
    const keys = LoginThrottle.keys('A@x.io', '1.2.3.4');
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect(() => t.assertAllowed(keys)).not.toThrow();
      t.recordFailure(keys);
    }
    expect(() => t.assertAllowed(keys)).toThrow('Too many attempts');
    expect(() => t.assertAllowed(LoginThrottle.keys('a@x.io', '9.9.9.9'))).toThrow(); // same account, any IP
    expect(() => t.assertAllowed(LoginThrottle.keys('b@x.io', '1.2.3.4'))).toThrow(); // same IP, any account
    now += WINDOW_MS + 1;
    expect(() => t.assertAllowed(keys)).not.toThrow();
  });

  it('a success clears the account count but not the IP count', () => {
    const t = new LoginThrottle(() => 0);
    const keys = LoginThrottle.keys('a@x.io', '1.2.3.4');
    for (let i = 0; i < MAX_FAILURES; i++) t.recordFailure(keys);
    t.recordSuccess(keys);
    expect(() => t.assertAllowed(LoginThrottle.keys('a@x.io', '5.5.5.5'))).not.toThrow();
    expect(() => t.assertAllowed(LoginThrottle.keys('c@x.io', '1.2.3.4'))).toThrow();
  });
});
