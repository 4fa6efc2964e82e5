// /journal/days/YYYY-MM-DD[?account=]: one day of the journal. The plan and the review are
// Markdown (rendered sanitised, edited as text), with a mood 1–5, lessons, the day's figures and
// its trades. A day without an entry can start from a template.
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useJournalDayPageQuery } from '../../../__generated__/hooks';
import type { DayEntry_DayFragment } from '../../../__generated__/graphql';
import { useCurrentAccount } from '../../../accounts/current-account';
import { Attachments } from '../../../components/attachments/Attachments';
import { useNotify } from '../../../components/Notifications';
import { MarkdownView } from '../../../components/markdown/MarkdownView';
import { formatPercent, formatPnl, pnlClass } from '../../../lib/format';
import { JournalTabs } from '../JournalTabs';
import { addDays, DAY, dayPath, longDay } from './day-dates';
import { DayOutcome } from './DayOutcome';
import { MOODS } from './DaysPage';
import { useDeleteJournalDay, useSaveJournalDay } from './use-journal-day-mutations';
import '../journal.css';
import './days.css';

export default function DayPage() {
  const { date = '' } = useParams();
  const [params] = useSearchParams();
  const accountId = params.get('account');
  const { account } = useCurrentAccount();
  const valid = DAY.test(date);
  const {
    data: answer,
    dataState,
    error,
    loading,
  } = useJournalDayPageQuery({
    variables: { date, accountId },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  if (!valid) return <p className="jr-error">Not a day: {date}</p>;
  const data = dataState === 'complete' ? answer : undefined;
  const day = data?.journalDay;
  const currency = data?.trades.items[0]?.account.currency ?? account?.currency ?? 'USD';
  return (
    <section className="jr-page dy-page" aria-labelledby="day-title">
      <header className="jr-header">
        <JournalTabs />
        <div className="dy-nav">
          <Link className="btn btn--ghost" to={dayPath(addDays(date, -1), accountId)} aria-label="Previous day">
            ‹
          </Link>
          <h1 id="day-title" className="jr-title">
            {longDay(date)}
          </h1>
          <Link className="btn btn--ghost" to={dayPath(addDays(date, 1), accountId)} aria-label="Next day">
            ›
          </Link>
        </div>
        <p className="jr-muted">
          {accountId ? (account?.id === accountId ? account.name : 'One account') : 'All accounts'} ·{' '}
          <Link to={`/journal/days?month=${date.slice(0, 7)}`}>Month</Link>
        </p>
      </header>
      {error && (
        <p className="jr-error" role="alert">
          Could not load the day: {error.message}
        </p>
      )}
      {!day && loading && <p className="jr-muted">Loading…</p>}
      {data && day && (
        <div className="dy-layout">
          <DayEditor key={day.id + (day.updatedAt ?? '')} day={day} templates={data.journalTemplates} />
          <aside className="dy-side">
            <div className="jr-panel dy-figures" aria-label="The day's figures">
              <Figure label="Trades" value={String(day.figures.trades)} />
              <Figure
                label="Net P&L"
                value={formatPnl(day.figures.netPnl, currency)}
                tone={pnlClass(day.figures.netPnl)}
              />
              <Figure label="Win rate" value={formatPercent(day.figures.winRate)} />
            </div>
            <DayOutcome day={day} />
            <div className="jr-panel dy-shots">
              <Attachments day={{ date, accountId }} />
            </div>
            <div className="jr-panel dy-trades">
              <h2 className="dy-h2">Trades of the day</h2>
              {data.trades.items.length === 0 ? (
                <p className="jr-muted jr-pad">No trades on this day.</p>
              ) : (
                <ul className="dy-trade-list">
                  {data.trades.items.map((t) => (
                    <li key={t.id}>
                      <Link to={`/journal?trade=${t.id}`} className="dy-trade">
                        <span className="dy-trade__sym">{t.symbol}</span>
                        <span className="jr-muted">{t.tradeType}</span>
                        <span className={`dy-trade__pnl ${pnlClass(t.pnl)}`}>
                          {t.pnl === null || t.pnl === undefined ? 'open' : formatPnl(t.pnl, t.account.currency)}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </aside>
        </div>
      )}
    </section>
  );
}

function Figure({ label, value, tone = '' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="dy-figure">
      <span className="jr-muted">{label}</span>
      <strong className={tone}>{value}</strong>
    </div>
  );
}

type Template = { id: string; name: string; plan: string; review: string };

function DayEditor({ day, templates }: { day: DayEntry_DayFragment; templates: Template[] }) {
  const notify = useNotify();
  const [plan, setPlan] = useState(day.plan);
  const [review, setReview] = useState(day.review);
  const [lessons, setLessons] = useState(day.lessons);
  const [mood, setMood] = useState<number | null>(day.mood ?? null);
  const [templateId, setTemplateId] = useState<string | null>(day.templateId ?? null);
  const [editing, setEditing] = useState<{ plan: boolean; review: boolean }>({
    plan: !day.saved,
    review: !day.saved,
  });
  const [save, { loading: saving }] = useSaveJournalDay();
  const [remove, { loading: deleting }] = useDeleteJournalDay();
  const dirty =
    plan !== day.plan ||
    review !== day.review ||
    lessons !== day.lessons ||
    mood !== (day.mood ?? null) ||
    templateId !== (day.templateId ?? null);

  const applyTemplate = (id: string) => {
    const t = templates.find((x) => x.id === id);
    if (!t) return;
    setTemplateId(t.id);
    if (t.plan) setPlan(t.plan);
    if (t.review) setReview(t.review);
  };
  const onSave = async () => {
    try {
      await save(day.date, day.accountId ?? null, { plan, review, lessons, mood, templateId });
      notify('Day saved', 'success');
    } catch (e) {
      notify(`Could not save the day: ${(e as Error).message}`, 'error');
    }
  };
  const onDelete = async () => {
    if (!window.confirm('Delete this day’s entry and its screenshots?')) return;
    try {
      await remove(day.date, day.accountId ?? null);
      notify('Day entry deleted', 'success');
    } catch (e) {
      notify(`Could not delete the day: ${(e as Error).message}`, 'error');
    }
  };

  return (
    <div className="jr-panel dy-editor">
      {!day.saved && templates.length > 0 && (
        <label className="dy-template">
          <span>Start from a template</span>
          <select value={templateId ?? ''} onChange={(e) => applyTemplate(e.target.value)}>
            <option value="">No template</option>
            {templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <MarkdownSection
        id="plan"
        title="Pre-market plan"
        text={plan}
        onChange={setPlan}
        editing={editing.plan}
        onToggle={() => setEditing((e) => ({ ...e, plan: !e.plan }))}
      />
      <MarkdownSection
        id="review"
        title="Post-session review"
        text={review}
        onChange={setReview}
        editing={editing.review}
        onToggle={() => setEditing((e) => ({ ...e, review: !e.review }))}
      />
      <fieldset className="dy-mood">
        <legend>Mood</legend>
        {[1, 2, 3, 4, 5].map((m) => (
          <label key={m} className={`dy-mood__opt${mood === m ? ' is-on' : ''}`}>
            <input
              type="radio"
              name="mood"
              value={m}
              checked={mood === m}
              onChange={() => setMood(m)}
              aria-label={`${m} – ${MOODS[m]}`}
            />
            <span aria-hidden="true">{m}</span>
            <small aria-hidden="true">{MOODS[m]}</small>
          </label>
        ))}
        {mood !== null && (
          <button type="button" className="btn btn--ghost" onClick={() => setMood(null)}>
            Clear
          </button>
        )}
      </fieldset>
      <label className="dy-field">
        <span>Lessons</span>
        <textarea value={lessons} rows={3} onChange={(e) => setLessons(e.target.value)} maxLength={20000} />
      </label>
      <div className="dy-actions">
        <button type="button" className="btn btn--primary" disabled={saving || !dirty} onClick={onSave}>
          {saving ? 'Saving…' : 'Save day'}
        </button>
        {day.saved && (
          <button type="button" className="btn btn--danger" disabled={deleting} onClick={onDelete}>
            Delete entry
          </button>
        )}
      </div>
    </div>
  );
}

function MarkdownSection(props: {
  id: string;
  title: string;
  text: string;
  onChange(text: string): void;
  editing: boolean;
  onToggle(): void;
}) {
  const { id, title, text, onChange, editing, onToggle } = props;
  return (
    <section className="dy-section" aria-labelledby={`dy-${id}`}>
      <div className="dy-section__bar">
        <h2 id={`dy-${id}`} className="dy-h2">
          {title}
        </h2>
        <button type="button" className="btn btn--ghost" onClick={onToggle}>
          {editing ? 'Preview' : 'Edit'}
        </button>
      </div>
      {editing ? (
        <textarea
          aria-label={title}
          className="dy-md-input"
          value={text}
          rows={10}
          maxLength={100000}
          placeholder="Markdown: ## headings, - lists, - [ ] checkboxes, | tables |, [links](https://…)"
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <div data-testid={`dy-${id}-view`}>
          <MarkdownView text={text} />
        </div>
      )}
    </section>
  );
}
