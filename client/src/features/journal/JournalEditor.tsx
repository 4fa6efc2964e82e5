// The detail editor: the eight emotional-state toggles, the notes and 'Save Journal Entry'.
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatPnl, pnlClass } from '../../lib/format';
import { EMOTIONAL_TAGS, toggleTag, type JournalEntry } from './journal-drafts';
import { TradeChart } from './TradeChart';
import { dayIn, dayPath, longDay } from './days/day-dates';
import type { JournalEditor_TradeFragment } from '../../__generated__/graphql';

interface JournalEditorProps {
  trade: JournalEditor_TradeFragment;
  entry: JournalEntry;
  dirty: boolean;
  saving: boolean;
  currency: string;
  timeZone?: string;
  onChange(entry: JournalEntry): void;
  onSave(): void;
  onDiscard(): void;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function JournalEditor({
  trade,
  entry,
  dirty,
  saving,
  currency,
  timeZone,
  onChange,
  onSave,
  onDiscard,
}: JournalEditorProps) {
  const id = useId();
  return (
    <form
      className="jr-editor"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <header className="jr-editor__header">
        <div>
          <h2 id={`${id}-title`} className="jr-editor__title">
            {trade.symbol}{' '}
            <span className="jr-muted">
              · {capitalize(trade.tradeType)} · {capitalize(trade.market)}
            </span>
          </h2>
          <p className="jr-muted jr-editor__meta">
            <span className="num">{formatDateTime(trade.entryDate, timeZone)}</span>
            {' · '}
            {trade.pnl === null ? (
              'Open position'
            ) : (
              <>
                <span className={`num ${pnlClass(trade.pnl)}`}>{formatPnl(trade.pnl, currency)}</span>
                {' · '}
                {capitalize(trade.result)}
              </>
            )}
          </p>
        </div>
        <div className="jr-editor__aside">
          {dirty && (
            <span className="jr-flag jr-flag--draft" role="status">
              Unsaved changes
            </span>
          )}
          <TradeDayLink trade={trade} timeZone={timeZone} />
        </div>
      </header>

      <TradeChart tradeId={trade.id} currency={currency} timeZone={timeZone} />

      <fieldset className="jr-tags">
        <legend>Emotional state</legend>
        <div className="jr-tags__grid">
          {EMOTIONAL_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              className="jr-tag"
              aria-pressed={entry.emotionalTags.includes(tag)}
              onClick={() => onChange({ ...entry, emotionalTags: toggleTag(entry.emotionalTags, tag) })}
            >
              {capitalize(tag)}
            </button>
          ))}
        </div>
      </fieldset>

      <div className="jr-field">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea
          className="textarea"
          id={`${id}-notes`}
          rows={10}
          value={entry.notes}
          placeholder="What was the setup? How did you feel? What would you do differently?"
          onChange={(e) => onChange({ ...entry, notes: e.target.value })}
        />
      </div>

      <div className="jr-editor__actions">
        {dirty && (
          <button type="button" className="btn btn--ghost" onClick={onDiscard} disabled={saving}>
            Discard changes
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Journal Entry'}
        </button>
      </div>
    </form>
  );
}

/** The day page of the trade's entry day in the profile's zone, for the trade's account. */
function TradeDayLink({ trade, timeZone }: { trade: JournalEditor_TradeFragment; timeZone?: string }) {
  const day = dayIn(timeZone, trade.entryDate);
  return (
    <Link className="jr-day-link" to={dayPath(day, trade.accountId)} aria-label={`Day journal: ${longDay(day)}`}>
      Day journal ›
    </Link>
  );
}
