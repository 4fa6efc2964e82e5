// The bar over the trade table while rows are ticked: add or remove one of the trader's tags, or
// set (or clear) the playbook, of every ticked trade at once, through the bulk API.
import { useId, useState } from 'react';
import { useBulkTagOptionsQuery } from '../../__generated__/hooks';
import { useNotify } from '../../components/Notifications';
import { useBulkTagTrades } from './use-bulk-tag-trades';
import type { TradeSelection } from './use-trade-selection';

const NO_PLAYBOOK = 'none';
const plural = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'trade' : 'trades'}`;

export function BulkTagBar({ selection }: { selection: TradeSelection }) {
  const notify = useNotify();
  const id = useId();
  const { data } = useBulkTagOptionsQuery();
  const [bulkTag, { loading }] = useBulkTagTrades();
  const [tagId, setTagId] = useState('');
  const [playbookId, setPlaybookId] = useState('');
  const count = selection.selected.size;
  const tags = data?.tags ?? [];
  const playbooks = data?.playbooks ?? [];
  const tagName = tags.find((t) => t.id === tagId)?.name ?? '';

  const run = async (input: Parameters<typeof bulkTag>[0], done: (updated: number) => string) => {
    try {
      const updated = await bulkTag(input, selection.selected.values());
      notify(done(updated), 'success');
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Could not change the trades', 'error');
    }
  };
  const tradeIds = [...selection.selected.keys()];

  return (
    <div className="tr-bulk" role="region" aria-label="Bulk tagging">
      <p className="tr-bulk__count" aria-live="polite">
        <strong>{plural(count)}</strong> selected
      </p>
      <div className="tr-bulk__group">
        <label htmlFor={`${id}-tag`} className="visually-hidden">
          Tag
        </label>
        <select id={`${id}-tag`} className="select" value={tagId} onChange={(e) => setTagId(e.target.value)}>
          <option value="">{tags.length ? 'Choose a tag…' : 'No tags yet'}</option>
          {tags.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({t.kind})
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn"
          disabled={!tagId || loading}
          onClick={() => run({ tradeIds, addTagIds: [tagId] }, (n) => `“${tagName}” added to ${plural(n)}`)}
        >
          Add tag
        </button>
        <button
          type="button"
          className="btn"
          disabled={!tagId || loading}
          onClick={() => run({ tradeIds, removeTagIds: [tagId] }, (n) => `“${tagName}” removed from ${plural(n)}`)}
        >
          Remove tag
        </button>
      </div>
      <div className="tr-bulk__group">
        <label htmlFor={`${id}-playbook`} className="visually-hidden">
          Playbook
        </label>
        <select
          id={`${id}-playbook`}
          className="select"
          value={playbookId}
          onChange={(e) => setPlaybookId(e.target.value)}
        >
          <option value="">Choose a playbook…</option>
          <option value={NO_PLAYBOOK}>No playbook (clear)</option>
          {playbooks.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn"
          disabled={!playbookId || loading}
          onClick={() => {
            const clear = playbookId === NO_PLAYBOOK;
            const name = playbooks.find((p) => p.id === playbookId)?.name ?? '';
            return run({ tradeIds, playbookId: clear ? null : playbookId }, (n) =>
              clear ? `Playbook cleared on ${plural(n)}` : `${plural(n)} now follow “${name}”`,
            );
          }}
        >
          Set playbook
        </button>
      </div>
      <button type="button" className="btn btn--ghost" onClick={selection.clear}>
        Clear selection
      </button>
    </div>
  );
}
