// Contract multipliers: the built-in futures table (ES 50, MES 5, …) and the user's own point
// values, which the trade form and the import take before the table. Override a root, add one the
// table lacks, or reset it to the built-in value.
import { useState, type FormEvent } from 'react';
import { useContractMultipliersQuery } from '../../__generated__/hooks';
import { saveErrorReason } from '../../apollo/save-error';
import { useDeleteContractMultiplier, useSetContractMultiplier } from './use-contract-multiplier-mutations';

export function ContractMultipliersTab() {
  const query = useContractMultipliersQuery();
  const rows = query.dataState === 'complete' ? query.data.contractMultipliers : null;
  const [setMultiplier, setState] = useSetContractMultiplier();
  const deleteMultiplier = useDeleteContractMultiplier();
  const [root, setRoot] = useState('');
  const [pointValue, setPointValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setMessage(null);
    try {
      const saved = await setMultiplier(root.trim(), pointValue.trim());
      setMessage(saved ? `${saved.root}: ${saved.pointValue} per point.` : null);
      setRoot('');
      setPointValue('');
    } catch (e) {
      const reason = saveErrorReason(e);
      setError(Object.values(reason.fieldErrors)[0] ?? 'The point value could not be saved.');
    }
  };
  const reset = async (r: string) => {
    setError(null);
    try {
      await deleteMultiplier(r);
      setMessage(`${r}: your value is removed.`);
    } catch {
      setError(`${r} could not be reset.`);
    }
  };

  return (
    <div className="st-form">
      <h2 className="st-panel__title">Contract multipliers</h2>
      <p className="st-muted">
        Money per 1.0 of price per contract. Your values come first, for trades you enter and for imports (where the
        broker's file gives none).
      </p>
      <form className="st-add-rule" onSubmit={(e) => void save(e)} aria-label="Set a point value">
        <label className="visually-hidden" htmlFor="st-cm-root">
          Root
        </label>
        <input
          id="st-cm-root"
          className="input"
          placeholder="Root (e.g. MES)"
          value={root}
          maxLength={7}
          onChange={(e) => setRoot(e.target.value.toUpperCase())}
        />
        <label className="visually-hidden" htmlFor="st-cm-value">
          Point value
        </label>
        <input
          id="st-cm-value"
          className="input"
          inputMode="decimal"
          placeholder="Point value (e.g. 5)"
          value={pointValue}
          onChange={(e) => setPointValue(e.target.value)}
        />
        <button
          type="submit"
          className="btn btn--primary"
          disabled={!root.trim() || !pointValue.trim() || setState.loading}
        >
          Save
        </button>
      </form>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {message && (
        <p role="status" className="st-muted">
          {message}
        </p>
      )}
      {!rows ? (
        <p className="st-muted">{query.error ? 'Contract multipliers could not be loaded.' : 'Loading…'}</p>
      ) : (
        <div className="st-table-wrap">
          <table className="st-table" aria-label="Contract multipliers">
            <thead>
              <tr>
                <th scope="col">Root</th>
                <th scope="col">Product</th>
                <th scope="col">Built-in</th>
                <th scope="col">Yours</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.root} data-testid={`multiplier-${r.root}`}>
                  <th scope="row">{r.root}</th>
                  <td>{r.name ?? 'Added by you'}</td>
                  <td className="num">{r.builtIn ?? '—'}</td>
                  <td className="num">{r.own ?? ''}</td>
                  <td>
                    {r.own !== null && (
                      <button type="button" className="btn btn--ghost" onClick={() => void reset(r.root)}>
                        {r.builtIn === null ? `Remove ${r.root}` : `Reset ${r.root}`}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
