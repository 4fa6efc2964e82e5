import type { EntityManager } from 'typeorm';
import type { Viewer } from '../auth/viewer';

/**
 * A trade's tags, playbook and rule checks (issue 30) as a create or update sends them: a field
 * left out keeps what the trade has; `tagIds` and `ruleChecks` replace the whole set; a null
 * `playbookId` clears it (and its rule checks). Declared here, filled by modules/playbooks/
 * (which builds on trades), so the trades module does not import the module above it.
 */
export interface TradeLinksInput {
  tagIds?: readonly string[] | null;
  playbookId?: string | null;
  ruleChecks?: ReadonlyArray<{ ruleId: string; followed: boolean }> | null;
}

export interface TradeLinks {
  /** Refuses ids that are not the viewer's (404, like a missing one) before anything is written. */
  check(viewer: Viewer, links: TradeLinksInput, tradeId: string | null, manager?: EntityManager): Promise<void>;
  /** Writes the links of `tradeId` (already the viewer's) inside the caller's transaction, checking them again. */
  write(manager: EntityManager, viewer: Viewer, tradeId: string, links: TradeLinksInput): Promise<void>;
}

/** Splits the links off a trade input; `null` when none was sent. */
export function splitLinks<T extends TradeLinksInput>(
  input: T,
): { links: TradeLinksInput | null; rest: Omit<T, keyof TradeLinksInput> } {
  const { tagIds, playbookId, ruleChecks, ...rest } = input;
  const sent = tagIds != null || playbookId !== undefined || ruleChecks != null;
  return { links: sent ? { tagIds, playbookId, ruleChecks } : null, rest };
}
