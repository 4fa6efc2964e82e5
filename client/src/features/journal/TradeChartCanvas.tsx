// The candles, fill markers and price lines of one trade, drawn by lightweight-charts (canvas;
// pans and zooms with drag, wheel and pinch). Loaded on demand: the library stays out of the
// journal's first chunk.
import { useEffect, useRef } from 'react';
import {
  CandlestickSeries,
  ColorType,
  LineStyle,
  createChart,
  createSeriesMarkers,
  type SeriesMarker,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { TradeChartData } from './trade-chart-data';

/** The zone's offset in seconds at an instant (the chart's time axis is drawn as wall time). */
function offsetSeconds(zone: string | undefined, seconds: number): number {
  if (!zone) return 0;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(seconds * 1000));
  const p = Object.fromEntries(parts.map((x) => [x.type, Number(x.value)]));
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) / 1000;
  return wall - seconds;
}

/** Wall-clock seconds in the zone, one offset lookup per hour. */
function wallClock(zone: string | undefined) {
  const cache = new Map<number, number>();
  return (seconds: number): UTCTimestamp => {
    const hour = Math.floor(seconds / 3600);
    let offset = cache.get(hour);
    if (offset === undefined) cache.set(hour, (offset = offsetSeconds(zone, hour * 3600)));
    return (seconds + offset) as UTCTimestamp;
  };
}

const cssVar = (el: Element, name: string, fallback: string) =>
  getComputedStyle(el).getPropertyValue(name).trim() || fallback;

export default function TradeChartCanvas({ data, timeZone }: { data: TradeChartData; timeZone?: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const text = cssVar(el, '--text-muted', '#8a94a6');
    const grid = cssVar(el, '--border', '#2a3140');
    const up = '#16a34a';
    const down = '#dc2626';
    const chart = createChart(el, {
      autoSize: true,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text, fontSize: 12 },
      grid: { vertLines: { color: grid }, horzLines: { color: grid } },
      timeScale: { timeVisible: true, secondsVisible: false, borderColor: grid },
      rightPriceScale: { borderColor: grid },
      localization: { priceFormatter: (p: number) => String(Number(p.toPrecision(10))) },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
      priceFormat: { type: 'price', precision: precisionOf(data), minMove: 10 ** -precisionOf(data) },
      // The last close's line would read as one more level beside the stop and target: off.
      lastValueVisible: false,
      priceLineVisible: false,
    });
    const wall = wallClock(timeZone);
    const bars = data.bars.map((b) => ({ time: wall(b.time), open: b.open, high: b.high, low: b.low, close: b.close }));
    series.setData(bars);
    // Each fill sits on the bar it happened in (the last bar opened at or before it).
    const markers: SeriesMarker<UTCTimestamp>[] = [];
    for (const f of data.fills) {
      const at = Date.parse(f.time) / 1000;
      let bar: number | null = null;
      for (const b of data.bars) {
        if (b.time <= at) bar = b.time;
        else break;
      }
      if (bar === null) continue;
      const buy = f.side === 'buy';
      markers.push({
        time: wall(bar),
        position: buy ? 'belowBar' : 'aboveBar',
        shape: buy ? 'arrowUp' : 'arrowDown',
        color: buy ? '#2563eb' : '#ea580c',
        text: `${buy ? 'B' : 'S'} ${f.quantity}@${f.price}`,
      });
    }
    markers.sort((a, b) => a.time - b.time);
    createSeriesMarkers(series, markers);
    for (const line of data.lines) {
      series.createPriceLine({
        price: Number(line.price),
        color: line.kind.includes('stop') ? down : up,
        lineWidth: 1,
        // The initial stop solid (R's basis), a trailed current stop dashed, the target dotted.
        lineStyle:
          line.kind === 'initial_stop'
            ? LineStyle.Solid
            : line.kind === 'stop_loss'
              ? LineStyle.Dashed
              : LineStyle.Dotted,
        axisLabelVisible: true,
        title: line.label,
      });
    }
    // Opens on the trade (its bars with ten either side); the rest is a drag or a pinch away.
    const indexes = markers.map((m) => bars.findIndex((b) => b.time === m.time)).filter((i) => i >= 0);
    if (indexes.length) {
      chart.timeScale().setVisibleLogicalRange({ from: Math.min(...indexes) - 10, to: Math.max(...indexes) + 10 });
    } else chart.timeScale().fitContent();
    return () => chart.remove();
  }, [data, timeZone]);
  return <div ref={host} className="jr-chart__canvas" data-testid="trade-chart-canvas" />;
}

/** Decimal places the fills and bars are written with (at most 8), so the axis shows what the trader traded. */
function precisionOf(data: TradeChartData): number {
  let places = 2;
  for (const f of data.fills) places = Math.max(places, (f.price.split('.')[1] ?? '').length);
  for (const b of data.bars.slice(0, 200)) places = Math.max(places, (String(b.close).split('.')[1] ?? '').length);
  return Math.min(places, 8);
}
