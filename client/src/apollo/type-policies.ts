// Normalized-cache identity: accounts, trades and strategies are keyed by id, so an update
// anywhere (trade modal, journal, account modal) refreshes every view of the same entity.
import type { TypePolicies } from '@apollo/client';

export function keyedById(): { keyFields: ['id'] } {
  return { keyFields: ['id'] };
}

export function createTypePolicies(): TypePolicies {
  return {
    Account: keyedById(),
    Trade: keyedById(),
    Strategy: keyedById(),
    User: keyedById(),
    // Figures reached from an account have no id; they live under their account's entry.
    Analytics: { keyFields: false, merge: true },
    // A futures root's point value (Settings edits it, the trade form reads it): one entry per root.
    ContractMultiplier: { keyFields: ['root'] },
    // The viewer's Settings tabs (one of each per user): singletons, so a save's answer updates the query.
    UserSettings: { keyFields: [] },
    TradingGoals: { keyFields: [] },
    TradingRules: { keyFields: [] },
    NotificationSettings: { keyFields: [] },
    // A search hit's id is its trade's, day's, tag's or playbook's, but its snippet belongs to one
    // search: kept inside its answer, so two searches finding the same trade keep their own snippets.
    SearchHit: { keyFields: false },
  };
}
