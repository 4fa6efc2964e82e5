// Tooltip body: a title and label/value rows.
import type { ReactNode } from 'react';

export function TooltipRows({ title, rows }: { title?: ReactNode; rows: Array<[string, ReactNode]> }) {
  return (
    <>
      {title !== undefined && <div className="tt-title">{title}</div>}
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The same rows as one sentence, for the live region. */
export function describeRows(title: string, rows: Array<[string, string]>): string {
  return [title, ...rows.map(([l, v]) => `${l} ${v}`)].filter(Boolean).join(', ');
}
