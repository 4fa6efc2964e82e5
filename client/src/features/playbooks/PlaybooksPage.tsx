// /playbooks (issue 30): each playbook with its rules and what its trades are worth, each rule's
// expectancy followed vs broken, and what each mistake tag cost.
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePlaybookMissedCountsQuery } from '../../__generated__/hooks';
import { useCurrentAccount } from '../../accounts/current-account';
import { formatPnl, pnlClass } from '../../lib/format';
import { GroupFiguresView } from './GroupFiguresView';
import { PlaybookForm } from './PlaybookForm';
import { usePlaybookFigures } from './use-playbook-figures';
import './playbooks.css';

export default function PlaybooksPage() {
  const { accountId, account, loading: accountsLoading = false } = useCurrentAccount();
  const { playbooks, figures, currency, error } = usePlaybookFigures(accountId, accountsLoading);
  const mistakes = (figures?.byUserTag ?? []).filter((t) => t.kind === 'mistake');
  // A link to one playbook (#playbook-<id>, from the search) brings its card into view once listed.
  const { hash } = useLocation();
  const linked = hash.startsWith('#playbook-') && playbooks.some((p) => `#playbook-${p.id}` === hash);
  useEffect(() => {
    if (linked) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [hash, linked]);
  // Missed trades belong to the trader, not to an account: the same counts under every account.
  const missedCounts = usePlaybookMissedCountsQuery().data?.missedTradeCounts ?? [];
  const missedOf = (id: string) => missedCounts.find((c) => c.playbookId === id)?.count ?? 0;
  return (
    <section className="pb-page" aria-labelledby="playbooks-title">
      <header className="pb-header">
        <div>
          <h1 id="playbooks-title" className="pb-title">
            Playbooks
          </h1>
          <p className="pb-muted">
            {account ? `${account.name} · ` : 'All accounts · '}closed trades; ranges are 95 % intervals
          </p>
        </div>
        <Link to="/playbooks/missed" className="btn">
          Missed trades
        </Link>
      </header>
      {error && (
        <p className="pb-error" role="alert">
          {error.message}
        </p>
      )}
      <div className="pb-grid">
        {playbooks.map((p) => {
          const row = figures?.byPlaybook.find((f) => f.playbookId === p.id);
          const rules = figures?.byRule.filter((r) => r.playbookId === p.id) ?? [];
          const checklist = p.rules ?? [];
          const missed = missedOf(p.id ?? '');
          return (
            <article
              key={p.id}
              id={`playbook-${p.id}`}
              className={`pb-card${hash === `#playbook-${p.id}` ? ' pb-card--linked' : ''}`}
              aria-label={p.name}
              data-testid="playbook-card"
            >
              <div className="pb-card__head">
                <h2 className="pb-card__title">{p.name}</h2>
                <Link
                  to={`/playbooks/missed?playbook=${encodeURIComponent(p.id ?? '')}`}
                  className="pb-missed"
                  data-testid="pb-missed"
                  aria-label={`${missed} missed ${missed === 1 ? 'trade' : 'trades'} of ${p.name}`}
                >
                  {missed} missed
                </Link>
              </div>
              {p.description && <p className="pb-muted">{p.description}</p>}
              {row && <GroupFiguresView group={row.figures} currency={currency} />}
              <h3 className="pb-subtitle">Rules</h3>
              {checklist.length === 0 && <p className="pb-muted">No rules yet.</p>}
              <ol className="pb-rules">
                {checklist.map((rule) => {
                  const r = rules.find((x) => x.ruleId === rule.id);
                  return (
                    <li key={rule.id}>
                      <span className="pb-rule__text">{rule.text}</span>
                      {r && (
                        <span className="pb-rule__figures">
                          followed {r.followed.trades} · broken {r.broken.trades}
                          {r.difference !== null && (
                            <>
                              {' · difference '}
                              <span className={pnlClass(r.difference)}>{formatPnl(r.difference, currency)}</span>
                            </>
                          )}
                          <em className="pb-verdict" data-testid="rule-verdict">
                            {r.verdict}
                          </em>
                        </span>
                      )}
                    </li>
                  );
                })}
              </ol>
            </article>
          );
        })}
        <PlaybookForm />
      </div>
      <article className="pb-card" aria-labelledby="mistakes-title">
        <h2 id="mistakes-title" className="pb-card__title">
          What mistakes cost
        </h2>
        {mistakes.length === 0 ? (
          <p className="pb-muted">Tag trades with a mistake tag to see what it cost.</p>
        ) : (
          <table className="pb-table">
            <thead>
              <tr>
                <th scope="col">Mistake</th>
                <th scope="col">Trades</th>
                <th scope="col">Net P&amp;L</th>
                <th scope="col">Per trade</th>
              </tr>
            </thead>
            <tbody>
              {mistakes.map((t) => (
                <tr key={t.tagId}>
                  <td>
                    <span className="pb-swatch" style={{ background: t.color }} aria-hidden="true" />
                    {t.name}
                  </td>
                  <td>{t.figures.trades}</td>
                  <td className={pnlClass(t.figures.netPnl)}>{formatPnl(t.figures.netPnl, currency)}</td>
                  <td className={pnlClass(t.figures.perTrade)}>
                    {t.figures.perTrade === null ? '—' : formatPnl(t.figures.perTrade, currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </article>
    </section>
  );
}
