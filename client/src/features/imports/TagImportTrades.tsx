// The import's result: one of the trader's tags on every trade the import built ("tag every
// trade of this import"), without picking them out in the trades table.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useImportTagOptionsQuery } from '../../__generated__/hooks';
import { useNotify } from '../../components/Notifications';
import { useTagImportBatch } from './use-tag-import-batch';

export function TagImportTrades({ batch }: { batch: { id: string; accountId: string } }) {
  const id = useId();
  const notify = useNotify();
  const tags = useImportTagOptionsQuery().data?.tags ?? [];
  const [tagBatch, { loading }] = useTagImportBatch();
  const [tagId, setTagId] = useState('');
  const [done, setDone] = useState<string | null>(null);
  if (!tags.length)
    return (
      <p className="im-muted">
        Tag this import’s trades: create a tag on the <Link to="/playbooks">Playbooks</Link> screen or in the journal
        first.
      </p>
    );
  const onTag = async () => {
    const name = tags.find((t) => t.id === tagId)?.name ?? '';
    try {
      const updated = await tagBatch(batch, tagId);
      setDone(`“${name}” added to ${updated} ${updated === 1 ? 'trade' : 'trades'} of this import`);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Could not tag the trades', 'error');
    }
  };
  return (
    <div className="im-tag" role="group" aria-labelledby={`${id}-title`}>
      <label id={`${id}-title`} htmlFor={`${id}-tag`} className="im-tag__label">
        Tag every trade of this import
      </label>
      <div className="im-tag__row">
        <select id={`${id}-tag`} className="select" value={tagId} onChange={(e) => setTagId(e.target.value)}>
          <option value="">Choose a tag…</option>
          {tags.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({t.kind})
            </option>
          ))}
        </select>
        <button type="button" className="btn" disabled={!tagId || loading} onClick={onTag}>
          Add tag
        </button>
      </div>
      <p className="im-muted" role="status">
        {done}
      </p>
    </div>
  );
}
