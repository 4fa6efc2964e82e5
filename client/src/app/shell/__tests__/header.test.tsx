import { avatarLetter, displayName } from '../Header';

describe('header user display (spec "App shell")', () => {
  it("falls back to 'Trader' and 'T'", () => {
    expect(displayName('Demo Trader')).toBe('Demo Trader');
    expect(displayName('')).toBe('Trader');
    expect(displayName(null)).toBe('Trader');
    expect(avatarLetter('demo')).toBe('D');
    expect(avatarLetter(undefined)).toBe('T');
    expect(avatarLetter('  ')).toBe('T');
  });
});
