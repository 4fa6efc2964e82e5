// Settings → Currencies: the base currency all-accounts figures convert to, the exchange rates
// (newest 50), one rate by hand, and a rate file (ECB reference rates or date,base,quote,rate).
import { useId, useState, type FormEvent } from 'react';
import { useCurrencySettingsQuery } from '../../__generated__/hooks';
import { useNotify } from '../../components/Notifications';
import { useAddFxRate, useImportFxRates, useSetBaseCurrency } from './use-currency-mutations';
import './currencies.css';

const COMMON = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD'];
const messageOf = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

export function CurrenciesTab() {
  const id = useId();
  const notify = useNotify();
  const { data } = useCurrencySettingsQuery();
  const setBase = useSetBaseCurrency();
  const [addRate, { loading: adding }] = useAddFxRate();
  const [importRates, { loading: importing }] = useImportFxRates();
  const [rate, setRate] = useState({ date: '', base: 'EUR', quote: 'USD', rate: '' });
  const options = [...new Set([...(data?.accounts ?? []).map((a) => a.currency), ...COMMON])];

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action();
      notify(success, 'success');
    } catch (e) {
      notify(messageOf(e, failure), 'error');
    }
  };
  const onAdd = (e: FormEvent) => {
    e.preventDefault();
    void run(() => addRate(rate), 'Rate saved', 'Failed to save the rate');
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const csv = await file.text();
    void run(() => importRates(csv), `Rates imported from ${file.name}`, 'Failed to import the rates');
  };

  return (
    <div className="st-form">
      <h2 className="st-panel__title">Currencies</h2>
      <p className="st-muted">
        Figures over all accounts convert to the base currency at each trade&apos;s exit-day rate (the last known rate
        carries forward). Without a rate they are shown per currency.
      </p>
      <div className="st-field">
        <label htmlFor={`${id}-base`}>Base currency</label>
        <select
          className="select"
          id={`${id}-base`}
          value={data?.baseCurrency ?? ''}
          onChange={(e) =>
            void run(
              () => setBase(e.target.value),
              `Base currency set to ${e.target.value}`,
              'Failed to set the base currency',
            )
          }
        >
          {!data?.baseCurrency && <option value="">—</option>}
          {options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <form className="st-grid" onSubmit={onAdd} aria-label="Add a rate">
        {(['date', 'base', 'quote', 'rate'] as const).map((k) => (
          <div key={k} className="st-field">
            <label htmlFor={`${id}-${k}`}>
              {k === 'rate' ? '1 base = rate quote' : k[0].toUpperCase() + k.slice(1)}
            </label>
            <input
              className="input"
              id={`${id}-${k}`}
              type={k === 'date' ? 'date' : 'text'}
              inputMode={k === 'rate' ? 'decimal' : undefined}
              maxLength={k === 'base' || k === 'quote' ? 3 : undefined}
              required
              value={rate[k]}
              onChange={(e) =>
                setRate((r) => ({
                  ...r,
                  [k]: k === 'rate' || k === 'date' ? e.target.value : e.target.value.toUpperCase(),
                }))
              }
            />
          </div>
        ))}
        <div className="st-actions">
          <button type="submit" className="btn btn--primary" disabled={adding}>
            Add rate
          </button>
        </div>
      </form>
      <div className="st-field">
        <label htmlFor={`${id}-file`}>Upload rates (ECB eurofxref CSV or date,base,quote,rate)</label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={importing}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      <table className="st-table">
        <caption className="st-muted">Newest rates</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Pair</th>
            <th scope="col">Rate</th>
          </tr>
        </thead>
        <tbody>
          {(data?.fxRates ?? []).map((r) => (
            <tr key={`${r.date}-${r.base}-${r.quote}`}>
              <td>{r.date}</td>
              <td>
                {r.base}/{r.quote}
              </td>
              <td className="num">{r.rate}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
