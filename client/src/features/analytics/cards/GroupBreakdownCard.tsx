// P&L, trades and win rate by emotional tag, strategy and market: one tab each.
import { useState } from 'react';
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatPercent, formatPnl, pnlClass } from '../../../lib/format';
import type { GroupRow } from '../analytics-types';

interface GroupBreakdownCardProps {
  byEmotionalTag?: GroupRow[];
  byStrategy?: GroupRow[];
  byMarket?: GroupRow[];
  currency: string;
  loading: boolean;
}

const TABS = [
  { id: 'tag', label: 'Emotional tag' },
  { id: 'strategy', label: 'Strategy' },
  { id: 'market', label: 'Market' },
] as const;

function GroupTable({ rows, currency, keyLabel }: { rows: GroupRow[]; currency: string; keyLabel: string }) {
  if (rows.length === 0) return <p className="empty-state">No closed trades in this view</p>;
  const maxAbs = Math.max(1, ...rows.map((r) => Math.abs(Number(r.pnl))));
  return (
    <table className="data-table group-table">
      <thead>
        <tr>
          <th scope="col">{keyLabel}</th>
          <th scope="col" className="right">
            Trades
          </th>
          <th scope="col" className="right">
            Win rate
          </th>
          <th scope="col" className="right">
            P&L
          </th>
          <th scope="col" className="group-bar-cell" aria-hidden="true" />
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => {
          const pnl = Number(r.pnl);
          return (
            <tr key={r.key}>
              <td className="capitalize">{r.key}</td>
              <td className="right num">{r.trades}</td>
              <td className="right num">{formatPercent(r.winRate)}</td>
              <td className={`right num ${pnlClass(r.pnl)}`}>{formatPnl(r.pnl, currency)}</td>
              <td className="group-bar-cell" aria-hidden="true">
                <div className="diverging">
                  <div className="diverging-half neg">
                    {pnl < 0 && (
                      <div className="bar-fill neg" style={{ width: `${(Math.abs(pnl) / maxAbs) * 100}%` }} />
                    )}
                  </div>
                  <div className="diverging-half pos">
                    {pnl > 0 && <div className="bar-fill pos" style={{ width: `${(pnl / maxAbs) * 100}%` }} />}
                  </div>
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function GroupBreakdownCard({
  byEmotionalTag,
  byStrategy,
  byMarket,
  currency,
  loading,
}: GroupBreakdownCardProps) {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('tag');
  const rows = tab === 'tag' ? byEmotionalTag : tab === 'strategy' ? byStrategy : byMarket;
  const active = TABS.find((t) => t.id === tab)!;
  return (
    <Panel
      title="P&L Breakdown"
      action={
        <div className="segmented" role="tablist" aria-label="Group trades by">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              aria-controls="group-breakdown-panel"
              className={tab === t.id ? 'is-active' : ''}
              onClick={() => setTab(t.id)}
            >
              {t.label}
            </button>
          ))}
        </div>
      }
    >
      <div id="group-breakdown-panel" role="tabpanel" aria-label={`By ${active.label.toLowerCase()}`}>
        {loading || !rows ? (
          <div className="stack">
            {Array.from({ length: 4 }, (_, i) => (
              <SkeletonBlock key={i} height={26} />
            ))}
          </div>
        ) : (
          <GroupTable rows={rows} currency={currency} keyLabel={active.label} />
        )}
      </div>
    </Panel>
  );
}
