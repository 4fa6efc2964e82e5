// The statistics panel, straight from the server's report (exact decimals, formatted here only).
import { formatLocalDate, formatMoney, formatPercent, formatPnl, pnlClass } from '../../lib/format';
import type { ReportStats_ReportFragment } from '../../__generated__/graphql';

interface ReportStatsPanelProps {
  report: ReportStats_ReportFragment | null;
  loading: boolean;
  currency: string;
}

export function ReportStatsPanel({ report, loading, currency }: ReportStatsPanelProps) {
  const range = report ? `${formatLocalDate(report.from)} – ${formatLocalDate(report.to)}` : '';
  const stats = report
    ? [
        { label: 'Total P&L', value: formatPnl(report.totalPnl, currency), className: pnlClass(report.totalPnl) },
        { label: 'Win Rate', value: formatPercent(report.winRate), className: '' },
        {
          label: 'Total Trades',
          value: String(report.totalTrades),
          detail: `${report.wins}W / ${report.losses}L`,
          className: '',
        },
        {
          label: 'Profit Factor',
          value: report.profitFactor === null ? '—' : report.profitFactor.toFixed(2),
          className: '',
        },
        { label: 'Average Win', value: formatMoney(report.averageWin, currency), className: 'profit' },
        { label: 'Average Loss', value: formatMoney(report.averageLoss, currency), className: 'loss' },
      ]
    : [];
  return (
    <section className="rp-card rp-stats" aria-labelledby="report-stats-title" aria-busy={loading}>
      <header className="rp-card__header">
        <h2 id="report-stats-title" className="rp-card__title">
          Report Statistics
        </h2>
        {range && <span className="rp-muted num">{range}</span>}
      </header>
      {!report && loading && (
        <p className="rp-muted" role="status">
          Loading report...
        </p>
      )}
      {report && (
        <dl className="rp-stats__grid">
          {stats.map((s) => (
            <div key={s.label} className="rp-stat">
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
