// Period choice (daily … custom); custom shows start and end pickers where the end picker
// disables days before the start (and the start picker days after the end).
import { useId } from 'react';
import type { ReportPeriod } from '../../__generated__/graphql';
import { REPORT_PERIODS, endDateMin, startDateMax, type DateRange } from './report-range';

interface ReportPeriodPickerProps {
  period: ReportPeriod;
  draft: DateRange;
  onPeriodChange(period: ReportPeriod): void;
  onDateChange(field: keyof DateRange, value: string): void;
}

export function ReportPeriodPicker({ period, draft, onPeriodChange, onDateChange }: ReportPeriodPickerProps) {
  const id = useId();
  return (
    <div className="rp-card rp-period">
      <fieldset className="rp-segmented">
        <legend>Report period</legend>
        {REPORT_PERIODS.map((p) => (
          <label key={p.value} className={`rp-segment${period === p.value ? ' rp-segment--active' : ''}`}>
            <input
              type="radio"
              name={`${id}-period`}
              value={p.value}
              checked={period === p.value}
              onChange={() => onPeriodChange(p.value)}
            />
            {p.label}
          </label>
        ))}
      </fieldset>
      {period === 'custom' && (
        <div className="rp-range">
          <div className="rp-field">
            <label htmlFor={`${id}-start`}>Start date</label>
            <input
              className="input"
              id={`${id}-start`}
              type="date"
              value={draft.start}
              max={startDateMax(draft)}
              onChange={(e) => onDateChange('start', e.target.value)}
            />
          </div>
          <div className="rp-field">
            <label htmlFor={`${id}-end`}>End date</label>
            <input
              className="input"
              id={`${id}-end`}
              type="date"
              value={draft.end}
              min={endDateMin(draft)}
              onChange={(e) => onDateChange('end', e.target.value)}
            />
          </div>
        </div>
      )}
    </div>
  );
}
