import {
  EMPTY_RANGE,
  changeRangeDate,
  endDateMin,
  isValidRange,
  periodDays,
  reportVariables,
  startDateMax,
} from '../report-range';

describe('reports date range', () => {
  it('disables end days before the start and start days after the end', () => {
    expect(endDateMin({ start: '2026-03-10', end: '' })).toBe('2026-03-10');
    expect(endDateMin(EMPTY_RANGE)).toBeUndefined();
    expect(startDateMax({ start: '', end: '2026-03-20' })).toBe('2026-03-20');
  });

  it('refuses an end date earlier than the start date', () => {
    const draft = { start: '2026-03-10', end: '' };
    const result = changeRangeDate(draft, EMPTY_RANGE, 'end', '2026-03-09');
    expect(result.draft).toBe(draft);
    expect(result.applied).toBe(EMPTY_RANGE);
    expect(isValidRange({ start: '2026-03-10', end: '2026-03-09' })).toBe(false);
    expect(isValidRange({ start: '2026-03-10', end: '2026-03-10' })).toBe(true);
  });

  it('applies the range only once both dates are set', () => {
    const first = changeRangeDate(EMPTY_RANGE, EMPTY_RANGE, 'start', '2026-03-01');
    expect(first.draft).toEqual({ start: '2026-03-01', end: '' });
    expect(first.applied).toEqual(EMPTY_RANGE);
    const second = changeRangeDate(first.draft, first.applied, 'end', '2026-03-31');
    expect(second.applied).toEqual({ start: '2026-03-01', end: '2026-03-31' });
  });

  it('applies immediately when a date is cleared', () => {
    const full = { start: '2026-03-01', end: '2026-03-31' };
    const cleared = changeRangeDate(full, full, 'end', '');
    expect(cleared.applied).toEqual({ start: '2026-03-01', end: '' });
  });

  it('sends dates only with the custom period', () => {
    const applied = { start: '2026-03-01', end: '2026-03-31' };
    expect(reportVariables('monthly', applied)).toEqual({ period: 'monthly', from: null, to: null });
    expect(reportVariables('custom', applied)).toEqual({ period: 'custom', from: '2026-03-01', to: '2026-03-31' });
    expect(reportVariables('custom', { start: '', end: '2026-03-31' })).toEqual({
      period: 'custom',
      from: null,
      to: '2026-03-31',
    });
  });
});

describe('periodDays (the server’s report days, for the Currencies card)', () => {
  const now = new Date('2026-03-31T12:00:00Z');
  it('ends today in the zone; months back clamp to the month’s end', () => {
    expect(periodDays('monthly', EMPTY_RANGE, 'UTC', now)).toEqual({ from: '2026-02-28', to: '2026-03-31' });
    expect(periodDays('daily', EMPTY_RANGE, 'UTC', now)).toEqual({ from: '2026-03-30', to: '2026-03-31' });
    expect(periodDays('weekly', EMPTY_RANGE, 'UTC', now)).toEqual({ from: '2026-03-24', to: '2026-03-31' });
    expect(periodDays('yearly', EMPTY_RANGE, 'Pacific/Kiritimati', now)).toEqual({
      from: '2025-04-01',
      to: '2026-04-01',
    });
    expect(periodDays('custom', { start: '', end: '2026-01-10' }, 'UTC', now)).toEqual({
      from: null,
      to: '2026-01-10',
    });
  });
});
