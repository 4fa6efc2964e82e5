// A date-time field whose picker (a dialog) has presets, a month calendar, hour/minute steppers,
// a preview, Cancel and Apply. The value is "YYYY-MM-DDTHH:mm" or '', a wall time in `timeZone`
// (the profile's zone: one clock on every screen); "Now", "Today" and the preview read that zone,
// never the browser's.
import { useState } from 'react';
import { CalendarIcon } from '../icons';
import { Modal } from '../Modal';
import {
  applyDayPreset,
  nowLocalIso,
  parseLocalIso,
  partsFromDate,
  previewText,
  PRESET_DAY_OFFSETS,
  type DayPreset,
} from './date-time-math';
import { MonthCalendar } from './MonthCalendar';
import { TimeSteppers } from './TimeSteppers';
import { TypedDateTime } from './TypedDateTime';
import { useDateTimeDraft } from './use-date-time-draft';
import { zoneTimeLabel } from './zoned-time';
import './date-time-picker.css';

export { TYPED_DATE_ERROR, TYPED_TIME_ERROR } from './TypedDateTime';

interface PickerProps {
  value: string;
  onApply(value: string): void;
  onCancel(): void;
  title: string;
  /** IANA zone the value is read in; default the browser's. */
  timeZone?: string;
}

/** The dialog: its state is use-date-time-draft.ts, its parts the calendar, steppers and typed fields. */
export function DateTimePickerDialog({ value, onApply, onCancel, title, timeZone }: PickerProps) {
  const picker = useDateTimeDraft(value, timeZone, onApply);
  const { draft, update, apply, dateInvalid, timeInvalid } = picker;
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
        <MonthCalendar picker={picker} />
        <TimeSteppers picker={picker} />
        <TypedDateTime picker={picker} />
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
