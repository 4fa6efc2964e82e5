import { DEFAULT_GOALS, loadGoals, parseGoalValue, saveGoals } from '../trading-goals';
import { DEFAULT_RULES, addRule, loadRules, removeRule, saveRules } from '../trading-rules';

const texts = (rules: readonly { text: string }[]) => rules.map((r) => r.text);
import {
  EMPTY_PASSWORD_FORM,
  PASSWORD_MESSAGES,
  passwordChangeFailure,
  validatePasswordChange,
} from '../password-change';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('trading goals', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_GOALS).toEqual({ monthlyPnlTarget: 5000, winRateTarget: 60, maxDailyLoss: 500, maxDrawdown: 2000 });
    expect(loadGoals(memoryStorage())).toEqual(DEFAULT_GOALS);
  });

  it('turns non-numeric input into 0 and keeps values within their limits', () => {
    expect(parseGoalValue('abc')).toBe(0);
    expect(parseGoalValue('')).toBe(0);
    expect(parseGoalValue('-5')).toBe(0);
    expect(parseGoalValue('2500.5')).toBe(2500.5);
    expect(parseGoalValue('150', 100)).toBe(100);
    expect(parseGoalValue('75', 100)).toBe(75);
  });

  it('survives a save and load, and repairs a tampered entry field by field', () => {
    const storage = memoryStorage();
    saveGoals(storage, { monthlyPnlTarget: 8000, winRateTarget: 55, maxDailyLoss: 300, maxDrawdown: 1500 });
    expect(loadGoals(storage)).toEqual({
      monthlyPnlTarget: 8000,
      winRateTarget: 55,
      maxDailyLoss: 300,
      maxDrawdown: 1500,
    });
    storage.setItem('tradingGoals', JSON.stringify({ winRateTarget: 250, maxDailyLoss: 'x' }));
    expect(loadGoals(storage)).toEqual({ ...DEFAULT_GOALS, winRateTarget: 100, maxDailyLoss: 0 });
    storage.setItem('tradingGoals', '{not json');
    expect(loadGoals(storage)).toEqual(DEFAULT_GOALS);
  });
});

describe('trading rules', () => {
  it('starts with the four default rules', () => {
    expect(texts(loadRules(memoryStorage()))).toEqual([
      'Always use stop loss',
      'Maximum 3 trades per day',
      'Risk no more than 2% per trade',
      'Take profit at predetermined levels',
    ]);
  });

  it('adds only non-empty trimmed text', () => {
    expect(addRule(DEFAULT_RULES, '   ')).toBe(DEFAULT_RULES);
    expect(addRule(DEFAULT_RULES, '  No trading on news  ')).toEqual([
      ...DEFAULT_RULES,
      { text: 'No trading on news' },
    ]);
  });

  it("reads the local-only version's plain texts as rules without ids", () => {
    const storage = memoryStorage();
    storage.setItem('tradingRules', JSON.stringify(['Only A+ setups', '  ', { id: 'x1', text: 'Journal' }]));
    expect(loadRules(storage)).toEqual([{ text: 'Only A+ setups' }, { id: 'x1', text: 'Journal' }]);
  });

  it('removes by position and persists an emptied list', () => {
    const storage = memoryStorage();
    const rules = removeRule(DEFAULT_RULES, 1);
    expect(texts(rules)).toEqual([
      'Always use stop loss',
      'Risk no more than 2% per trade',
      'Take profit at predetermined levels',
    ]);
    saveRules(storage, []);
    expect(loadRules(storage)).toEqual([]);
  });
});

describe('password change messages', () => {
  const valid = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

  it('requires all three fields', () => {
    expect(validatePasswordChange(EMPTY_PASSWORD_FORM)).toBe(PASSWORD_MESSAGES.required);
    expect(validatePasswordChange({ ...valid, currentPassword: '' })).toBe(PASSWORD_MESSAGES.required);
  });

  it('uses the spec wording for a mismatch and a short password', () => {
    expect(validatePasswordChange({ ...valid, confirmPassword: 'other-secret' })).toBe('New passwords do not match');
    expect(validatePasswordChange({ ...valid, newPassword: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(validatePasswordChange(valid)).toBeNull();
  });

  it('shows the server detail, else the generic failure', () => {
    expect(passwordChangeFailure(new Error('Current password is incorrect'))).toBe('Current password is incorrect');
    expect(passwordChangeFailure(new Error(''))).toBe('Failed to change password');
    expect(passwordChangeFailure('boom')).toBe('Failed to change password');
  });
});
