import { DATE_RANGE_TEXT, isInstantInRange } from '../../../domain/validation/dates';
import type { ParseResult } from './types';

/**
 * The server's date range for a parsed file (issue 29 item 8): a fill or cash flow dated outside
 * it (a broker's 0001-01-01 placeholder, a typo'd year) becomes a row error naming its row, like
 * any unreadable cell, so it is neither stored nor fed to the zone arithmetic of the figures.
 */
export function withDatesInRange(result: ParseResult): ParseResult {
  const outside = (date: Date) => !isInstantInRange(date);
  if (!result.executions.some((e) => outside(e.executedAt)) && !result.cashFlows.some((c) => outside(c.occurredAt)))
    return result;
  const errors = [...result.errors];
  const executions = result.executions.filter((e) => {
    if (!outside(e.executedAt)) return true;
    errors.push({ row: e.sourceRow, message: `date '${e.rawExecutedAt}' must be ${DATE_RANGE_TEXT}` });
    return false;
  });
  const cashFlows = result.cashFlows.filter((c) => {
    if (!outside(c.occurredAt)) return true;
    errors.push({ row: c.sourceRow, message: `date must be ${DATE_RANGE_TEXT}` });
    return false;
  });
  errors.sort((a, b) => a.row - b.row);
  return { ...result, executions, cashFlows, errors };
}
