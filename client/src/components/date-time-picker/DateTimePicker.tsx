// A date-time field whose picker (a dialog) has presets, a month calendar, hour/minute steppers,
// a preview, Cancel and Apply. The value is "YYYY-MM-DDTHH:mm" or '', a wall time in `timeZone`
// (the profile's zone: one clock on every screen); "Now", "Today" and the preview read that zone,
// never the browser's.
import { useId, useState, type KeyboardEvent } from 'react';
import { CalendarIcon } from '../icons';
import { Modal } from '../Modal';
import {
  applyDayPreset,
  dayLabel,
  formatLocalIso,
  monthGrid,
  nowLocalIso,
  parseLocalIso,
  parseTypedDate,
  parseTypedTime,
  partsFromDate,
  previewText,
  PRESET_DAY_OFFSETS,
  selectDay,
  shiftMonth,
  stepHour,
  stepMinute,
  typedDateText,
  typedTimeText,
  type DayPreset,
  type Parts,
} from './date-time-math';
import { zoneTimeLabel } from './zoned-time';
import './date-time-picker.css';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const pad = (n: number) => String(n).padStart(2, '0');

interface PickerProps {
  value: string;
  onApply(value: string): void;
  onCancel(): void;
  title: string;
  /** IANA zone the value is read in; default the browser's. */
  timeZone?: string;
}

export const TYPED_DATE_ERROR = 'Enter a real date as YYYY-MM-DD';
export const TYPED_TIME_ERROR = 'Enter a time as HH:MM, 00:00 to 23:59';

export function DateTimePickerDialog({ value, onApply, onCancel, title, timeZone }: PickerProps) {
  const [draft, setDraftParts] = useState<Parts>(() => parseLocalIso(value) ?? partsFromDate(new Date(), timeZone));
  const [view, setView] = useState(() => ({ year: draft.year, month: draft.month }));
  // The typed fields mirror the draft; while one holds text that is not a date/time, Apply waits.
  const [typed, setTyped] = useState(() => ({ date: typedDateText(draft), time: typedTimeText(draft) }));
  const ids = useId();
  const dateInvalid = parseTypedDate(typed.date) === null;
  const timeInvalid = parseTypedTime(typed.time) === null;
  const setDraft = (next: Parts) => {
    setDraftParts(next);
    setTyped({ date: typedDateText(next), time: typedTimeText(next) });
  };
  const update = (next: Parts) => {
    setDraft(next);
    setView({ year: next.year, month: next.month });
  };
  const typeDate = (text: string) => {
    setTyped((t) => ({ ...t, date: text }));
    const day = parseTypedDate(text);
    if (day) {
      setDraftParts((d) => ({ ...d, ...day }));
      setView({ year: day.year, month: day.month });
    }
  };
  const typeTime = (text: string) => {
    setTyped((t) => ({ ...t, time: text }));
    const time = parseTypedTime(text);
    if (time) setDraftParts((d) => ({ ...d, ...time }));
  };
  const apply = () => {
    if (!dateInvalid && !timeInvalid) onApply(formatLocalIso(draft));
  };
  const applyOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      apply();
    }
  };
  return (
    <Modal title={title} onClose={onCancel} size="small">
      <div className="dtp">
        <div className="dtp__presets" role="group" aria-label="Presets">
          {(Object.keys(PRESET_DAY_OFFSETS) as DayPreset[]).map((preset) => (
            <button
              key={preset}
              type="button"
              className="btn"
              onClick={() => update(applyDayPreset(draft, preset, new Date(), timeZone))}
            >
              {preset}
            </button>
          ))}
          <button type="button" className="btn" onClick={() => update(partsFromDate(new Date(), timeZone))}>
            Now
          </button>
        </div>
        <div className="dtp__month">
          <button
            type="button"
            className="icon-button"
            aria-label="Previous month"
            onClick={() => setView(shiftMonth(view.year, view.month, -1))}
          >
            ‹
          </button>
          <span className="dtp__month-label" aria-live="polite">
            {MONTH.format(new Date(view.year, view.month, 1))}
          </span>
          <button
            type="button"
            className="icon-button"
            aria-label="Next month"
            onClick={() => setView(shiftMonth(view.year, view.month, 1))}
          >
            ›
          </button>
        </div>
        <table className="dtp__calendar" role="grid" aria-label={MONTH.format(new Date(view.year, view.month, 1))}>
          <thead>
            <tr>
              {WEEKDAYS.map((d) => (
                <th key={d} scope="col">
                  {d}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(view.year, view.month).map((week, i) => (
              <tr key={i}>
                {week.map((day, j) => (
                  <td key={j}>
                    {day && (
                      <button
                        type="button"
                        className="dtp__day"
                        aria-pressed={draft.year === view.year && draft.month === view.month && draft.day === day}
                        aria-label={dayLabel(view.year, view.month, day)}
                        onClick={() => setDraft(selectDay(draft, view.year, view.month, day))}
                      >
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
            <button
              type="button"
              className="icon-button"
              aria-label="Previous hour"
              onClick={() => setDraft(stepHour(draft, -1))}
            >
              −
            </button>
            <span className="num" aria-live="polite" aria-label={`Hour ${pad(draft.hour)}`}>
              {pad(draft.hour)}
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label="Next hour"
              onClick={() => setDraft(stepHour(draft, 1))}
            >
              +
            </button>
          </div>
          <span className="dtp__colon" aria-hidden="true">
            :
          </span>
          <div className="dtp__stepper" role="group" aria-label="Minute">
            <button
              type="button"
              className="icon-button"
              aria-label="Previous minutes"
              onClick={() => setDraft(stepMinute(draft, -1))}
            >
              −
            </button>
            <span className="num" aria-live="polite" aria-label={`Minute ${pad(draft.minute)}`}>
              {pad(draft.minute)}
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label="Next minutes"
              onClick={() => setDraft(stepMinute(draft, 1))}
            >
              +
            </button>
          </div>
        </div>
        <div className="dtp__typed">
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-date`}>
              Date (YYYY-MM-DD)
            </label>
            <input
              id={`${ids}-date`}
              className="input num"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              value={typed.date}
              onChange={(e) => typeDate(e.target.value)}
              onKeyDown={applyOnEnter}
              aria-invalid={dateInvalid || undefined}
              aria-describedby={dateInvalid ? `${ids}-date-error` : undefined}
            />
            {dateInvalid && (
              <span id={`${ids}-date-error`} className="field__error">
                {TYPED_DATE_ERROR}
              </span>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${ids}-time`}>
              Time (HH:MM)
            </label>
            <input
              id={`${ids}-time`}
              className="input num"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              value={typed.time}
              onChange={(e) => typeTime(e.target.value)}
              onKeyDown={applyOnEnter}
              aria-invalid={timeInvalid || undefined}
              aria-describedby={timeInvalid ? `${ids}-time-error` : undefined}
            />
            {timeInvalid && (
              <span id={`${ids}-time-error`} className="field__error">
                {TYPED_TIME_ERROR}
              </span>
            )}
          </div>
        </div>
        <p className="dtp__preview" data-testid="dtp-preview">
          {previewText(draft, timeZone)}
          {timeZone && ` (${zoneTimeLabel(timeZone)})`}
        </p>
        <div className="modal-actions">
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary" onClick={apply} disabled={dateInvalid || timeInvalid}>
            Apply
          </button>
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
  /** IANA zone the value is read in; default the browser's. */
  timeZone?: string;
}

/** The trigger shown in a form; FormField gives it its id and label. */
export function DateTimeField({
  id,
  value,
  onChange,
  disabled,
  placeholder = 'Select date & time',
  title,
  clearable,
  timeZone,
  ...aria
}: FieldProps) {
  const [open, setOpen] = useState(false);
  const parts = parseLocalIso(value);
  return (
    <div className="dtp-field">
      <button
        id={id}
        type="button"
        className="input dtp-field__trigger"
        disabled={disabled}
        onClick={() => setOpen(true)}
        {...aria}
      >
        <span className={parts ? 'num' : 'dtp-field__placeholder'}>
          {parts ? value.replace('T', ' ') : placeholder}
        </span>
        <CalendarIcon />
      </button>
      {clearable && value && !disabled && (
        <button type="button" className="icon-button" aria-label={`Clear ${title}`} onClick={() => onChange('')}>
          ×
        </button>
      )}
      {open && (
        <DateTimePickerDialog
          title={title}
          timeZone={timeZone}
          value={value || nowLocalIso(new Date(), timeZone)}
          onCancel={() => setOpen(false)}
          onApply={(v) => {
            onChange(v);
            setOpen(false);
          }}
        />
      )}
    </div>
  );
}
