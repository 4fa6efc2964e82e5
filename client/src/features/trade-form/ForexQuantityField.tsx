// Forex quantity with its unit beside it: units (what the server stores) or standard, mini and
// micro lots, and the exact number of units a lot count means ("= 150,000 units"), so a trader who
// types 1 meaning a lot sees it is one unit — or picks lots and gets 100,000.
import { useId, type ReactNode } from 'react';
import { groupedUnits, QUANTITY_UNITS, unitsOf, type QuantityUnit } from './forex-lots';

interface Props {
  /** The quantity input; it gets the id, description and invalid state. */
  input: (aria: { id: string; 'aria-describedby': string; 'aria-invalid'?: boolean }) => ReactNode;
  quantity: string;
  unit: QuantityUnit | undefined;
  onUnitChange(unit: QuantityUnit): void;
  error?: string;
  disabled?: boolean;
}

export function ForexQuantityField({ input, quantity, unit = 'units', onUnitChange, error, disabled }: Props) {
  const id = useId();
  const typed = String(quantity ?? '').trim();
  const units = typed ? unitsOf(typed, unit) : '';
  const hint =
    unit === 'units'
      ? 'Units of the base currency (1 standard lot = 100,000)'
      : units && /^\d+(\.\d+)?$/.test(units)
        ? `= ${groupedUnits(units)} units`
        : 'Converted to units when saved';
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Quantity
      </label>
      <div className="trade-form__quantity">
        {input({
          id,
          'aria-describedby': [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' '),
          'aria-invalid': error ? true : undefined,
        })}
        <select
          className="select"
          aria-label="Lot size"
          value={unit}
          disabled={disabled}
          onChange={(e) => onUnitChange(e.target.value as QuantityUnit)}
        >
          {QUANTITY_UNITS.map((u) => (
            <option key={u.value} value={u.value}>
              {u.label}
            </option>
          ))}
        </select>
      </div>
      <span id={`${id}-hint`} className="field__hint" data-testid="forex-units">
        {hint}
      </span>
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
    </div>
  );
}
