import type { SqlReader } from '../../../db/read-routing';

/**
 * The trading plan's four targets from account $1's risk profile versions (owner $2), oldest
 * first (issue 32: the Trading Plan widget reads the profile; modules/risk/ writes it).
 */
export const LIST_PLAN_TARGETS = `
  SELECT effective_from::text AS effective_from,
         daily_profit_target::text AS daily_profit_target,
         daily_loss_limit::text AS daily_loss_limit,
         max_trades_per_day,
         win_rate_target::text AS win_rate_target
    FROM risk_profiles
   WHERE account_id = $1 AND user_id = $2
   ORDER BY effective_from NULLS FIRST`;

export interface PlanTargetRow {
  effective_from: string | null;
  daily_profit_target: string | null;
  daily_loss_limit: string | null;
  max_trades_per_day: number | null;
  win_rate_target: string | null;
}

export function queryPlanTargets(db: SqlReader, accountId: string, userId: string): Promise<PlanTargetRow[]> {
  return db.query(LIST_PLAN_TARGETS, [accountId, userId]);
}
