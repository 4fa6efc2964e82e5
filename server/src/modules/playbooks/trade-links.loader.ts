import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import type { Tag } from './tags.service';
import { PLAYBOOKS_OF_TRADES, RULE_CHECKS_OF_TRADES, TAGS_OF_TRADES } from './queries/trade-links.queries';

export interface TradeRuleCheck {
  ruleId: string;
  followed: boolean;
}

/** What a trade answer carries of its journal links (issue 30). */
export interface TradeLinksView {
  tags: Tag[];
  playbookId: string | null;
  ruleChecks: TradeRuleCheck[];
}

/** The links of many trades in three statements (REST lists and the GraphQL loader alike). */
export async function loadTradeLinks(
  db: DataSource,
  userId: string,
  tradeIds: readonly string[],
): Promise<Map<string, TradeLinksView>> {
  const out = new Map<string, TradeLinksView>(
    tradeIds.map((id) => [id, { tags: [], playbookId: null, ruleChecks: [] }]),
  );
  if (!tradeIds.length) return out;
  const ids = [...tradeIds];
  const [tags, playbooks, checks] = await Promise.all([
    db.query(TAGS_OF_TRADES, [userId, ids]) as Promise<Array<Tag & { trade_id: string }>>,
    db.query(PLAYBOOKS_OF_TRADES, [userId, ids]) as Promise<Array<{ trade_id: string; playbook_id: string }>>,
    db.query(RULE_CHECKS_OF_TRADES, [userId, ids]) as Promise<
      Array<{ trade_id: string; rule_id: string; followed: boolean }>
    >,
  ]);
  for (const { trade_id, ...tag } of tags) out.get(trade_id)?.tags.push(tag);
  for (const p of playbooks) {
    const view = out.get(p.trade_id);
    if (view) view.playbookId = p.playbook_id;
  }
  for (const c of checks) out.get(c.trade_id)?.ruleChecks.push({ ruleId: c.rule_id, followed: c.followed });
  return out;
}

/** Per request: a trade's links, batched over every trade the operation answers. */
export function createTradeLinksLoader(db: DataSource, userId: string | null) {
  return new DataLoader<string, TradeLinksView>(async (ids) => {
    if (!userId) return ids.map(() => ({ tags: [], playbookId: null, ruleChecks: [] }));
    const links = await loadTradeLinks(db, userId, ids);
    return ids.map((id) => links.get(id) ?? { tags: [], playbookId: null, ruleChecks: [] });
  });
}
