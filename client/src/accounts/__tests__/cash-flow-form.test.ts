import { cashFlowFormOf, checkCashFlowForm, dayInZone, emptyCashFlowForm, toCashFlowInput } from '../cash-flow-form';
import { formatReturn } from '../AccountReturnsCard';

const flow = {
  __typename: 'CashFlow' as const,
  id: 'f1',
  accountId: 'a1',
  kind: 'withdrawal' as const,
  amount: '250.5',
  occurredAt: '2024-03-02T23:30:00.000Z',
  note: null,
};

describe('the Cash dialog form', () => {
  it('reads days in the user zone: 23:30 UTC is already the next day in Berlin', () => {
    expect(dayInZone(flow.occurredAt, 'Europe/Berlin')).toBe('2024-03-03');
    expect(cashFlowFormOf(flow, 'UTC')).toEqual({ kind: 'withdrawal', amount: '250.5', day: '2024-03-02', note: '' });
    expect(emptyCashFlowForm('UTC', new Date('2026-05-01T10:00:00Z')).day).toBe('2026-05-01');
  });

  it('asks for a positive amount and a date before saving', () => {
    expect(checkCashFlowForm({ kind: 'deposit', amount: '0', day: '', note: '' })).toEqual({
      amount: 'Amount must be greater than 0',
      day: 'Date is required',
    });
    expect(checkCashFlowForm({ kind: 'deposit', amount: '12.5', day: '2024-01-02', note: '' })).toEqual({});
  });

  it('sends noon of the chosen day in the zone, and keeps the stored instant when the day is unchanged', () => {
    const created = toCashFlowInput(
      { kind: 'deposit', amount: ' 100 ', day: '2024-07-01', note: ' ' },
      'Europe/Berlin',
    );
    expect(created).toEqual({ kind: 'deposit', amount: '100', occurredAt: '2024-07-01T10:00:00.000Z', note: null });
    const kept = toCashFlowInput({ ...cashFlowFormOf(flow, 'Europe/Berlin'), amount: '200' }, 'Europe/Berlin', flow);
    expect(kept.occurredAt).toBe(flow.occurredAt);
  });

  it('shows returns as signed percentages', () => {
    expect(formatReturn(0.052)).toBe('+5.20%');
    expect(formatReturn(-0.1)).toBe('-10.00%');
    expect(formatReturn(null)).toBe('—');
  });
});
