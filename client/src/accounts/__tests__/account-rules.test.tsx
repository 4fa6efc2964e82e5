import { currentAfterDelete, resolveCurrentAccountId } from '../account-state';
import {
  ACCOUNT_MESSAGES,
  accountFormSchema,
  emptyAccountForm,
  toCreateAccountInput,
  toUpdateAccountInput,
  type AccountFormValues,
} from '../account-form';
import { firstAccountSchema } from '../WelcomeSetupDialog';
import { decimalProblemMessage } from '../../lib/decimal-text';

/** The balance column's overflow message, as the form builds it (8 decimal places). */
const BALANCE_TOO_LARGE = decimalProblemMessage('Initial balance', 'too-large', 8);

const a = (id: string) => ({ id });

describe('account state rules (spec section 4)', () => {
  it('keeps a stored choice that exists, else selects the first account, else none', () => {
    expect(resolveCurrentAccountId([a('1'), a('2')], '2')).toBe('2');
    expect(resolveCurrentAccountId([a('1'), a('2')], null)).toBe('1');
    expect(resolveCurrentAccountId([a('1'), a('2')], 'gone')).toBe('1');
    expect(resolveCurrentAccountId([], 'gone')).toBeNull();
  });

  it('deleting the current account selects the first remaining one, or none', () => {
    expect(currentAfterDelete([a('2'), a('3')], '1', '1')).toBe('2');
    expect(currentAfterDelete([], '1', '1')).toBeNull();
    expect(currentAfterDelete([a('1'), a('3')], '2', '3')).toBe('3'); // another account deleted: no change
  });
});

async function messages(mode: 'create' | 'edit', values: Partial<AccountFormValues>): Promise<string[]> {
  try {
    await accountFormSchema(mode).validate({ ...emptyAccountForm(), ...values }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('trading account form messages (spec section 5)', () => {
  // The one place the spec's wording is pinned; every other test checks against ACCOUNT_MESSAGES.
  it('uses the exact texts', () => {
    expect(ACCOUNT_MESSAGES).toMatchObject({
      nameRequired: 'Trading account name is required',
      currencyRequired: 'Currency is required',
      currencyLength: 'Currency must be 3 characters (e.g., USD, EUR)',
      balanceMin: 'Initial balance must be 0 or greater',
      balanceLocked: 'Initial balance cannot be changed',
      createFailed: 'Failed to create trading account. Please try again.',
      updateFailed: 'Failed to update trading account. Please try again.',
      deleteFailed: 'Failed to delete account. Please check your password.',
      passwordRequired: 'Password is required',
    });
  });

  it('requires a name and a 3-letter currency', async () => {
    expect(await messages('create', { name: '  ', currency: '' })).toEqual(
      expect.arrayContaining([ACCOUNT_MESSAGES.nameRequired, ACCOUNT_MESSAGES.currencyRequired]),
    );
    expect(await messages('create', { name: 'Main', currency: 'US' })).toEqual([ACCOUNT_MESSAGES.currencyLength]);
  });

  it('on create the balance must be present and 0 or greater; on edit it is not validated', async () => {
    expect(await messages('create', { name: 'Main', initialBalance: '' })).toEqual([ACCOUNT_MESSAGES.balanceMin]);
    expect(await messages('create', { name: 'Main', initialBalance: '-0.01' })).toEqual([ACCOUNT_MESSAGES.balanceMin]);
    expect(await messages('create', { name: 'Main', initialBalance: '0' })).toEqual([]);
    expect(await messages('edit', { name: 'Main', initialBalance: '-5' })).toEqual([]);
  });

  it('first-run form: name required, balance 0 or more', async () => {
    await expect(
      firstAccountSchema.validate({ name: '', initialBalance: '10', currency: 'USD', description: '' }),
    ).rejects.toThrow(ACCOUNT_MESSAGES.nameRequired);
    await expect(
      firstAccountSchema.validate({ name: 'A', initialBalance: '-1', currency: 'USD', description: '' }),
    ).rejects.toThrow(ACCOUNT_MESSAGES.balanceMin);
  });

  it('sends the currency uppercased and an empty strategy as null; the edit payload has no balance', () => {
    const values = { name: ' Main ', description: '', currency: 'eur', initialBalance: '2500.50', strategy: '  ' };
    expect(toCreateAccountInput(values)).toEqual({
      name: 'Main',
      description: null,
      currency: 'EUR',
      initialBalance: '2500.50',
      strategy: null,
    });
    const update = toUpdateAccountInput({ ...values, strategy: 'Breakout' });
    expect(update).toEqual({ name: 'Main', description: null, currency: 'EUR', strategy: 'Breakout' });
    expect(Object.keys(update).sort()).toEqual(['currency', 'description', 'name', 'strategy']);
  });
});

describe('checked before sending (issue 12 item 6)', () => {
  it('a name over 100 characters and a balance beyond the column are field messages, in both forms', async () => {
    expect(await messages('create', { name: 'x'.repeat(101), initialBalance: '1e30' })).toEqual([
      ACCOUNT_MESSAGES.nameTooLong,
      BALANCE_TOO_LARGE,
    ]);
    await expect(
      firstAccountSchema.validate({ name: 'Main', initialBalance: '1e30', currency: 'USD', description: '' }),
    ).rejects.toThrow(BALANCE_TOO_LARGE);
  });

  it('exponent notation is written out for the API (the Decimal scalar takes plain decimals)', () => {
    expect(toCreateAccountInput({ ...emptyAccountForm(), name: 'Main', initialBalance: '2.5e4' }).initialBalance).toBe(
      '25000',
    );
  });
});
