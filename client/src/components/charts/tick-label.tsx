// Axis tick labels as one plain <text> each. visx's default (<Text>) measures every label's width
// in the DOM while rendering (getComputedTextLength, a forced layout per new label) to support
// word wrapping that single-line ticks never use: on a phone that was the analytics screen's
// largest script cost. Same place on screen: visx offsets its labels by dx/dy in em of the
// label's font-size prop, converted here to pixels.
import type { ReactNode } from 'react';
import type { TickRendererProps } from '@visx/axis';

/** "0.25em" at font-size 10 → 2.5; numbers are pixels already. */
function toPixels(offset: string | number | undefined, fontSize: number): number {
  if (offset === undefined) return 0;
  if (typeof offset === 'number') return offset;
  const value = Number.parseFloat(offset);
  if (Number.isNaN(value)) return 0;
  return offset.trim().endsWith('em') ? value * fontSize : value;
}

export function plainTickLabel(props: TickRendererProps): ReactNode {
  const { x, y, dx, dy, fontSize, formattedValue, fill, fontFamily, textAnchor } = props;
  const emPixels = typeof fontSize === 'number' ? fontSize : Number.parseFloat(fontSize ?? '') || 10;
  return (
    <text
      x={x + toPixels(dx, emPixels)}
      y={y + toPixels(dy, emPixels)}
      fill={fill}
      fontFamily={fontFamily}
      fontSize={fontSize}
      textAnchor={textAnchor}
    >
      {formattedValue}
    </text>
  );
}
