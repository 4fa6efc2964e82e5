// Direction shown by shape (▲ ▼ ▬) and an accessible word, colour only reinforcing it.
export type Trend = 'up' | 'down' | 'flat';

export function TrendArrow({ trend }: { trend: Trend }) {
  const glyph = trend === 'up' ? '▲' : trend === 'down' ? '▼' : '▬';
  return (
    <span className={`trend trend-${trend}`} role="img" aria-label={`trend ${trend}`} data-trend={trend}>
      {glyph}
    </span>
  );
}
