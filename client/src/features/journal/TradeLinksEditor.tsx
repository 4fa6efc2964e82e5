import { useState, type FormEvent } from 'react';
import type { TagKind } from '../../__generated__/graphql';
import { useJournalTradeLinksQuery } from '../../__generated__/hooks';
import { useNotify } from '../../components/Notifications';
import { useCreateJournalTag, useSaveTradeLinks } from './use-trade-links';

/** Tags (created inline), playbook and rule checklist of one trade; each change is saved at once. */
export function TradeLinksEditor({ tradeId }: { tradeId: string }) {
  const notify = useNotify();
  const query = useJournalTradeLinksQuery({ variables: { id: tradeId } });
  const data = query.dataState === 'complete' ? query.data : null;
  const [save, { loading }] = useSaveTradeLinks();
  const createTag = useCreateJournalTag();
  const [newTag, setNewTag] = useState('');
  const [newKind, setNewKind] = useState<TagKind>('setup');
  const trade = data?.trade;
  if (!trade || !data) return null;
  const tagIds = trade.tags.map((t) => t.id);
  const playbook = data.playbooks.find((p) => p.id === trade.playbookId) ?? null;
  const run = async (input: Parameters<typeof save>[1]) => {
    try {
      await save(trade.id, input);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Failed to save', 'error');
    }
  };
  const toggleTag = (id: string) =>
    run({ tagIds: tagIds.includes(id) ? tagIds.filter((x) => x !== id) : [...tagIds, id] });
  const setCheck = (ruleId: string, followed: boolean | null) => {
    const others = trade.ruleChecks
      .filter((c) => c.ruleId !== ruleId)
      .map(({ ruleId: r, followed: f }) => ({ ruleId: r, followed: f }));
    return run({ ruleChecks: followed === null ? others : [...others, { ruleId, followed }] });
  };
  const onCreate = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const tag = await createTag(newTag, newKind);
      if (tag) await run({ tagIds: [...tagIds, tag.id] });
      setNewTag('');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Failed to create the tag', 'error');
    }
  };
  return (
    <section className="jr-links" aria-label="Tags and playbook">
      <fieldset className="jr-tags">
        <legend>Tags</legend>
        <div className="jr-tags__grid">
          {data.tags.map((tag) => (
            <button
              key={tag.id}
              type="button"
              className="jr-tag"
              aria-pressed={tagIds.includes(tag.id)}
              disabled={loading}
              onClick={() => toggleTag(tag.id)}
            >
              <span className="jr-swatch" style={{ background: tag.color }} aria-hidden="true" /> {tag.name}
            </button>
          ))}
        </div>
        <form className="jr-newtag" onSubmit={onCreate} aria-label="New tag">
          <input
            className="input"
            aria-label="New tag name"
            value={newTag}
            onChange={(e) => setNewTag(e.target.value)}
            maxLength={60}
          />
          <select
            className="select"
            aria-label="New tag kind"
            value={newKind}
            onChange={(e) => setNewKind(e.target.value as TagKind)}
          >
            <option value="setup">Setup</option>
            <option value="mistake">Mistake</option>
            <option value="custom">Custom</option>
          </select>
          <button type="submit" className="btn btn--ghost" disabled={!newTag.trim()}>
            Add tag
          </button>
        </form>
      </fieldset>
      <div className="jr-field">
        <label htmlFor={`${tradeId}-playbook`}>Playbook</label>
        <select
          className="select"
          id={`${tradeId}-playbook`}
          value={trade.playbookId ?? ''}
          disabled={loading}
          onChange={(e) => run({ playbookId: e.target.value || null })}
        >
          <option value="">None</option>
          {data.playbooks.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {playbook && playbook.rules.length > 0 && (
        <fieldset className="jr-rules">
          <legend>Rules</legend>
          {playbook.rules.map((rule) => {
            const check = trade.ruleChecks.find((c) => c.ruleId === rule.id);
            const value = check ? (check.followed ? 'followed' : 'broken') : '';
            return (
              <label key={rule.id} className="jr-rule">
                <span>{rule.text}</span>
                <select
                  className="select"
                  aria-label={`Rule: ${rule.text}`}
                  value={value}
                  disabled={loading}
                  onChange={(e) => setCheck(rule.id, e.target.value === '' ? null : e.target.value === 'followed')}
                >
                  <option value="">Not ticked</option>
                  <option value="followed">Followed</option>
                  <option value="broken">Broken</option>
                </select>
              </label>
            );
          })}
        </fieldset>
      )}
    </section>
  );
}
