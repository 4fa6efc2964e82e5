// A TradeStation-layout fill file (no broker ids) for the import benches: 40 symbols, each scaling
// in twice and out twice (100 then 200 shares), so every 4 fills of a symbol close one round trip.
// Prices move pseudo-randomly (wins and losses). Times: from 2024-01-02 14:30 UTC, one second
// apart by default, or spread over `days` weekdays of New York session (09:30–16:00) when given.

const HEADER =
  'Account,T/D,S/D,Currency,Type,Side,Symbol,Qty,Price,Exec Time,Comm,SEC,TAF,NSCC,Nasdaq,ECN Remove,ECN Add';
const SESSION_S = 6.5 * 3600;

function weekday(startMs, n) {
  const day = new Date(startMs);
  for (let k = 0; k < n;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) k += 1;
  }
  return day.getTime();
}

export function fillFile(n, { days } = {}) {
  const lines = [HEADER];
  const start = Date.UTC(2024, 0, 2, days ? 9 : 14, 30); // written as New York wall-clock times
  const perDay = days ? Math.ceil(n / days) : 0;
  let dayStart = start;
  for (let i = 0; i < n; i += 1) {
    const symbol = `S${String(i % 40).padStart(2, '0')}`;
    const step = Math.floor(i / 40) % 4;
    let t;
    if (days) {
      if (i % perDay === 0) dayStart = weekday(start, i / perDay);
      t = new Date(dayStart + Math.floor(((i % perDay) * SESSION_S) / perDay) * 1000);
    } else t = new Date(start + i * 1000);
    const date = `${t.getUTCMonth() + 1}/${t.getUTCDate()}/${t.getUTCFullYear()}`;
    const time = t.toISOString().slice(11, 19);
    const price = (100 + ((i * 7919) % 2000) / 100).toFixed(2);
    lines.push(
      `B1,${date},${date},USD,stock,${step < 2 ? 'B' : 'S'},${symbol},${(step % 2) + 1}00,${price},${time},0.5,0.01,0,0,0,0,0`,
    );
  }
  return lines.join('\n');
}
