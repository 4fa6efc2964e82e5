import { ACCOUNT_MESSAGES, checkAccountChanges, checkNewAccount } from '../account-rules';

describe('checkNewAccount', () => {
  it('normalises: currency uppercased, empty strategy → null, balance exact', () => {
    const r = checkNewAccount({ name: ' Main ', currency: 'eur', initialBalance: '10000.10', strategy: '  ' });
    expect(r).toEqual({
      ok: true,
      values: {
        name: 'Main',
        description: null,
        currency: 'EUR',
        initialBalance: '10000.1',
        strategy: null,
        isActive: true,
      },
    });
  });

  it.each([
    [{ name: '' }, 'name', ACCOUNT_MESSAGES.nameRequired],
    [{ currency: undefined }, 'currency', 'Currency is required'],
    [{ currency: 'EU' }, 'currency', 'Currency must be 3 characters (e.g., USD, EUR)'],
    [{ currency: 'E1R' }, 'currency', 'Currency must be 3 characters (e.g., USD, EUR)'],
    [{ initialBalance: '-0.01' }, 'initialBalance', 'Initial balance must be 0 or greater'],
    [{ initialBalance: undefined }, 'initialBalance', 'Initial balance must be 0 or greater'],
  ])('%j → %s', (override, field, message) => {
    const r = checkNewAccount({ name: 'Main', currency: 'USD', initialBalance: 0, ...override });
    expect(r.ok ? {} : r.fieldErrors).toEqual({ [field]: message });
  });

  it('accepts a zero balance', () => {
    expect(checkNewAccount({ name: 'Main', currency: 'USD', initialBalance: 0 }).ok).toBe(true);
  });
});

describe('checkAccountChanges', () => {
  it('locks the initial balance and keeps unsent fields', () => {
    expect(checkAccountChanges({ initialBalance: '5' })).toEqual({
      ok: false,
      fieldErrors: { initialBalance: 'Initial balance cannot be changed' },
    });
    expect(checkAccountChanges({ name: 'New' })).toEqual({ ok: true, values: { name: 'New' } });
    expect(checkAccountChanges({ strategy: '' })).toEqual({ ok: true, values: { strategy: null } });
  });
});
