// An imported trade's fills, read-only in time order (the server orders them: executed_at, then
// the file's own order). Its prices and quantities come from these, so the form cannot edit them.
import type { TradeFillsTable_TradeFragment } from '../../__generated__/graphql';
import { formatDecimal } from '../../lib/format';

/** Fills share a minute often: the table shows seconds; in the profile's zone, like the form. */
const fillTime = (iso: string, timeZone: string | undefined) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .replace(',', '');

type Fill = TradeFillsTable_TradeFragment['executions'][number];

/** Issue 27: a fill converted from its own currency shows the rate applied and whose it was. */
const rateOf = (f: Fill) =>
  f.fxRate ? `${formatDecimal(f.fxRate)} (${f.fxRateSource === 'BROKER' ? 'broker' : 'your rate'})` : '—';

export function TradeFillsTable({
  fills,
  timeZone,
}: {
  fills: TradeFillsTable_TradeFragment['executions'];
  timeZone?: string;
}) {
  if (!fills.length) return null;
  const converted = fills.some((f) => f.fxRate);
  return (
    <div className="trade-fills">
      <table className="trade-fills__table">
        <caption className="trade-fills__caption">
          {fills.length} {fills.length === 1 ? 'execution' : 'executions'} (read-only, in time order)
          {converted &&
            ` · prices in ${fills.find((f) => f.fxRate)?.currency}, converted to the account currency at the rate shown`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Side</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
            <th scope="col">Commission</th>
            <th scope="col">Fees</th>
            {converted && <th scope="col">Rate</th>}
            <th scope="col">Broker id</th>
          </tr>
        </thead>
        <tbody>
          {fills.map((f) => (
            <tr key={f.id} data-testid="trade-fill">
              <td className="num">{fillTime(f.executedAt, timeZone)}</td>
              <td>{f.side}</td>
              <td className="num" title={f.quantity === f.fillQuantity ? undefined : `of a fill of ${f.fillQuantity}`}>
                {formatDecimal(f.quantity)}
              </td>
              <td className="num">
                {formatDecimal(f.price)}
                {converted && f.currency ? ` ${f.currency}` : ''}
              </td>
              <td className="num">{formatDecimal(f.commission)}</td>
              <td className="num">{formatDecimal(f.fees)}</td>
              {converted && (
                <td className="num" data-testid="trade-fill-rate">
                  {rateOf(f)}
                </td>
              )}
              <td title={f.importFileName}>{f.brokerExecutionId ?? f.brokerOrderId ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
