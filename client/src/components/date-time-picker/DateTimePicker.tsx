// A date-time field whose picker (a dialog) has presets, a month calendar, hour/minute steppers,
// a preview, Cancel and Apply. The value is "YYYY-MM-DDTHH:mm" or ''.
import { useState } from 'react';
import { CalendarIcon } from '../icons';
import { Modal } from '../Modal';
import {
  applyDayPreset, dayLabel, formatLocalIso, monthGrid, nowLocalIso, parseLocalIso, partsFromDate, previewText,
  PRESET_DAY_OFFSETS, selectDay, shiftMonth, stepHour, stepMinute, type DayPreset, type Parts,
} from './date-time-math';
import './date-time-picker.css';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const pad = (n: number) => String(n).padStart(2, '0');

interface PickerProps {
  value: string;
  onApply(value: string): void;
  onCancel(): void;
  title: string;
}

export function DateTimePickerDialog({ value, onApply, onCancel, title }: PickerProps) {
  const [draft, setDraft] = useState<Parts>(() => parseLocalIso(value) ?? partsFromDate(new Date()));
  const [view, setView] = useState(() => ({ year: draft.year, month: draft.month }));
  const update = (next: Parts) => {
    setDraft(next);
    setView({ year: next.year, month: next.month });
  };
  return (
    <Modal title={title} onClose={onCancel} size="small">
      <div className="dtp">
        <div className="dtp__presets" role="group" aria-label="Presets">
          {(Object.keys(PRESET_DAY_OFFSETS) as DayPreset[]).map((preset) => (
            <button key={preset} type="button" className="btn" onClick={() => update(applyDayPreset(draft, preset))}>{preset}</button>
          ))}
          <button type="button" className="btn" onClick={() => update(partsFromDate(new Date()))}>Now</button>
        </div>
        <div className="dtp__month">
          <button type="button" className="icon-button" aria-label="Previous month" onClick={() => setView(shiftMonth(view.year, view.month, -1))}>‹</button>
          <span className="dtp__month-label" aria-live="polite">{MONTH.format(new Date(view.year, view.month, 1))}</span>
          <button type="button" className="icon-button" aria-label="Next month" onClick={() => setView(shiftMonth(view.year, view.month, 1))}>›</button>
        </div>
        <table className="dtp__calendar" role="grid" aria-label={MONTH.format(new Date(view.year, view.month, 1))}>
          <thead>
            <tr>{WEEKDAYS.map((d) => <th key={d} scope="col">{d}</th>)}</tr>
          </thead>
          <tbody>
            {monthGrid(view.year, view.month).map((week, i) => (
              <tr key={i}>
                {week.map((day, j) => (
                  <td key={j}>
                    {day && (
                      <button type="button" className="dtp__day"
                        aria-pressed={draft.year === view.year && draft.month === view.month && draft.day === day}
                        aria-label={dayLabel(view.year, view.month, day)}
                        onClick={() => setDraft(selectDay(draft, view.year, view.month, day))}>
                        {day}
                      </button>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="dtp__time">
          <div className="dtp__stepper" role="group" aria-label="Hour">
            <button type="button" className="icon-button" aria-label="Previous hour" onClick={() => setDraft(stepHour(draft, -1))}>−</button>
            <span className="num" aria-live="polite" aria-label={`Hour ${pad(draft.hour)}`}>{pad(draft.hour)}</span>
            <button type="button" className="icon-button" aria-label="Next hour" onClick={() => setDraft(stepHour(draft, 1))}>+</button>
          </div>
          <span className="dtp__colon" aria-hidden="true">:</span>
          <div className="dtp__stepper" role="group" aria-label="Minute">
            <button type="button" className="icon-button" aria-label="Previous minutes" onClick={() => setDraft(stepMinute(draft, -1))}>−</button>
            <span className="num" aria-live="polite" aria-label={`Minute ${pad(draft.minute)}`}>{pad(draft.minute)}</span>
            <button type="button" className="icon-button" aria-label="Next minutes" onClick={() => setDraft(stepMinute(draft, 1))}>+</button>
          </div>
        </div>
        <p className="dtp__preview" data-testid="dtp-preview">{previewText(draft)}</p>
        <div className="modal-actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>Cancel</button>
          <button type="button" className="btn btn--primary" onClick={() => onApply(formatLocalIso(draft))}>Apply</button>
        </div>
      </div>
    </Modal>
  );
}

interface FieldProps {
  id?: string;
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  placeholder?: string;
  title: string;
  clearable?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The trigger shown in a form; FormField gives it its id and label. */
export function DateTimeField({ id, value, onChange, disabled, placeholder = 'Select date & time', title, clearable, ...aria }: FieldProps) {
  const [open, setOpen] = useState(false);
  const parts = parseLocalIso(value);
  return (
    <div className="dtp-field">
      <button id={id} type="button" className="input dtp-field__trigger" disabled={disabled} onClick={() => setOpen(true)} {...aria}>
        <span className={parts ? 'num' : 'dtp-field__placeholder'}>{parts ? value.replace('T', ' ') : placeholder}</span>
        <CalendarIcon />
      </button>
      {clearable && value && !disabled && (
        <button type="button" className="icon-button" aria-label={`Clear ${title}`} onClick={() => onChange('')}>×</button>
      )}
      {open && (
        <DateTimePickerDialog title={title} value={value || nowLocalIso()} onCancel={() => setOpen(false)}
          onApply={(v) => { onChange(v); setOpen(false); }} />
      )}
    </div>
  );
}
