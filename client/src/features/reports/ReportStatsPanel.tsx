// The statistics panel, straight from the server's report (exact decimals, formatted here only).
import { dateFormat, formatLocalDate, formatMoney, formatPercent, formatPnl, pnlClass } from '../../lib/format';
import type { ReportStats_ReportFragment } from '../../__generated__/graphql';

interface ReportStatsPanelProps {
  report: ReportStats_ReportFragment | null;
  loading: boolean;
  currency: string;
  /** The viewer's zone: the window is shown on its clock, as the server counted it. */
  timeZone?: string;
}

const ratioText = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/**
 * The exact window the figures count (issue 27 item 10): a preset period to the minute
 * ("Nov 25 14:05 – Nov 26 14:05", the year added when the two differ), a custom range as its days.
 */
export function reportWindowText(report: ReportStats_ReportFragment, timeZone?: string): string {
  if (report.period === 'custom') return `${formatLocalDate(report.from)} – ${formatLocalDate(report.to)}`;
  const year = (iso: string) => dateFormat(timeZone, { year: 'numeric' }).format(new Date(iso));
  const withYear = year(report.start) !== year(report.end);
  const at = (iso: string) => {
    const parts = dateFormat(timeZone, {
      ...(withYear ? { year: 'numeric' } : {}),
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date(iso));
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('month')} ${part('day')}${withYear ? `, ${part('year')}` : ''} ${part('hour')}:${part('minute')}`;
  };
  return `${at(report.start)} – ${at(report.end)}`;
}

export function ReportStatsPanel({ report, loading, currency, timeZone }: ReportStatsPanelProps) {
  const range = report ? reportWindowText(report, timeZone) : '';
  const stats = report
    ? [
        { label: 'Total P&L', value: formatPnl(report.totalPnl, currency), className: pnlClass(report.totalPnl) },
        {
          label: 'Win Rate',
          value: formatPercent(report.winRate),
          detail: `excl. breakeven ${formatPercent(report.winRateExcludingBreakeven)}`,
          className: '',
        },
        {
          label: 'Total Trades',
          value: String(report.totalTrades),
          detail: `${report.wins}W / ${report.losses}L`,
          className: '',
        },
        { label: 'Average Win', value: formatMoney(report.averageWin, currency), className: 'profit' },
        { label: 'Average Loss', value: formatMoney(report.averageLoss, currency), className: 'loss' },
        {
          // The spec's report figure, named for what it is; the dashboard's gross ratio beside it
          // (issue 27 item 11), so the two screens never show different numbers under one name.
          label: 'Profit Factor',
          value: ratioText(report.profitFactor),
          detail: 'average win ÷ average loss',
          className: '',
          cell: 'rp-stat--ratios',
        },
        {
          label: 'Profit Factor (gross)',
          value: ratioText(report.grossProfitFactor),
          detail: 'gross profit ÷ gross loss, as on the dashboard',
          className: '',
        },
      ]
    : [];
  return (
    <section className="rp-card rp-stats" aria-labelledby="report-stats-title" aria-busy={loading}>
      <header className="rp-card__header">
        <h2 id="report-stats-title" className="rp-card__title">
          Report Statistics
        </h2>
        {range && (
          <span className="rp-muted num rp-window">
            {report?.period === 'custom' ? '' : 'Trades entered '}
            <time dateTime={report ? `${report.start}/${report.end}` : undefined}>{range}</time>
          </span>
        )}
      </header>
      {!report && loading && (
        <p className="rp-muted" role="status">
          Loading report...
        </p>
      )}
      {report && (
        <dl className="rp-stats__grid">
          {stats.map((s) => (
            <div key={s.label} className={`rp-stat ${'cell' in s ? s.cell : ''}`}>
              <dt>{s.label}</dt>
              <dd className={`num ${s.className}`}>{s.value}</dd>
              {s.detail && <dd className="rp-muted rp-stat__detail">{s.detail}</dd>}
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
