import type { FormikProps } from 'formik';
import type { Market, TradeType } from '../../__generated__/graphql';
import { DateTimeField } from '../../components/date-time-picker/DateTimePicker';
import { zoneTimeLabel } from '../../components/date-time-picker/zoned-time';
import { FormField } from '../../components/FormField';
import { ForexQuantityField } from './ForexQuantityField';
import { SymbolPicker } from './SymbolPicker';
import {
  EMOTIONAL_TAGS,
  MARKETS,
  setMarket,
  setStillOpen,
  setSymbol,
  toggleTag,
  TRADE_TYPES,
  type TradeFormValues,
} from './trade-form-state';
import { unknownContractRoot, unknownContractSizeMessage, type MultiplierOverrides } from '../../lib/contract-specs';

/** The numbers an imported trade's journal may change (the rest are its executions'). */
const JOURNAL_NUMBERS: readonly (keyof TradeFormValues)[] = ['stopLoss', 'initialStop', 'plannedTarget'];

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `imported`: the trade's prices, quantities, dates and fees come from its executions, so those fields are read-only. */
export function TradeFormFields({
  formik,
  imported = false,
  ownMultipliers = {},
  timeZone,
  stored,
}: {
  formik: FormikProps<TradeFormValues>;
  imported?: boolean;
  /** The trade being edited as stored: an initial stop or target it has is locked once it has an exit. */
  stored?: { exitPrice?: string | null; initialStop?: string | null; plannedTarget?: string | null } | null;
  /** The user's point values by futures root (Settings → Contract multipliers). */
  ownMultipliers?: MultiplierOverrides;
  /** The profile's zone: the dates are wall times there, named beside the fields. */
  timeZone?: string;
}) {
  const zoneHint = timeZone ? zoneTimeLabel(timeZone) : undefined;
  const closed = Boolean(stored?.exitPrice);
  const initialStopLocked = closed && Boolean(stored?.initialStop);
  const plannedTargetLocked = closed && Boolean(stored?.plannedTarget);
  const { values, setValues, setFieldValue, getFieldProps } = formik;
  // A futures root with no known size saves with the 1 the field was prefilled with: say so while
  // the trader has not typed a size of their own.
  const unknownRoot = imported ? null : unknownContractRoot(values.symbol, values.market, ownMultipliers);
  const sizeWarning =
    unknownRoot && String(values.multiplier).trim() === '1' ? unknownContractSizeMessage(unknownRoot) : null;
  const err = (f: keyof TradeFormValues) =>
    ((formik.touched[f] || formik.submitCount > 0) && (formik.errors[f] as string | undefined)) || undefined;
  const num = (
    name: keyof TradeFormValues,
    extra: { min?: number; step?: number | 'any'; disabled?: boolean } = {},
    aria: Record<string, unknown> = {},
  ) => (
    // The typed text is kept as is (formik would parse number inputs into floats): amounts stay exact.
    <input
      {...aria}
      className="input num"
      type="number"
      inputMode="decimal"
      min={extra.min ?? 0}
      step={extra.step ?? 0.01}
      disabled={extra.disabled || (imported && !JOURNAL_NUMBERS.includes(name))}
      name={name}
      value={values[name] as string}
      onBlur={formik.handleBlur}
      onChange={(e) => setFieldValue(name, e.target.value)}
    />
  );
  return (
    <div className="form-grid trade-form">
      {imported && (
        <p className="form-note span-2" role="note">
          Imported trade: prices, quantities, dates and fees come from its executions (undo the import to change them);
          notes, tags and stop loss can be edited.
        </p>
      )}
      <FormField label="Market" error={err('market')}>
        <select
          className="select"
          value={values.market}
          data-autofocus
          disabled={imported}
          onChange={(e) => setValues(setMarket(values, e.target.value as Market | ''))}
          onBlur={() => formik.setFieldTouched('market')}
        >
          <option value="">Select market</option>
          {MARKETS.map((m) => (
            <option key={m} value={m}>
              {label(m)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Symbol" error={err('symbol')}>
        <SymbolPicker
          market={values.market}
          disabled={imported}
          value={values.symbol}
          onChange={(s) => setValues(setSymbol(values, s, ownMultipliers))}
        />
      </FormField>
      <FormField label="Trade Type">
        <select className="select" {...getFieldProps('tradeType')} disabled={imported}>
          {TRADE_TYPES.map((t: TradeType) => (
            <option key={t} value={t}>
              {label(t)}
            </option>
          ))}
        </select>
      </FormField>
      {values.market === 'forex' ? (
        <ForexQuantityField
          input={(aria) => num('quantity', {}, aria)}
          quantity={values.quantity}
          unit={values.quantityUnit}
          onUnitChange={(unit) => setFieldValue('quantityUnit', unit)}
          error={err('quantity')}
          disabled={imported}
        />
      ) : (
        <FormField label="Quantity" error={err('quantity')}>
          {num('quantity')}
        </FormField>
      )}
      <FormField label="Entry Price" error={err('entryPrice')}>
        {num('entryPrice')}
      </FormField>
      <FormField label="Exit Price" error={values.isOpen ? undefined : err('exitPrice')}>
        {num('exitPrice', { disabled: values.isOpen })}
      </FormField>
      <FormField label="Entry Date" error={err('entryDate')} hint={zoneHint}>
        <DateTimeField
          title="Entry Date"
          timeZone={timeZone}
          value={values.entryDate}
          disabled={imported}
          onChange={(v) => setFieldValue('entryDate', v)}
        />
      </FormField>
      <FormField label="Exit Date" error={values.isOpen ? undefined : err('exitDate')} hint={zoneHint}>
        <DateTimeField
          title="Exit Date"
          timeZone={timeZone}
          value={values.exitDate}
          clearable
          disabled={values.isOpen || imported}
          onChange={(v) => setFieldValue('exitDate', v)}
        />
      </FormField>
      <div className="span-2 trade-form__open">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.isOpen}
            disabled={imported}
            onChange={(e) => setValues(setStillOpen(values, e.target.checked))}
          />
          Trade is still open
        </label>
      </div>
      <FormField label="Stop Loss" error={err('stopLoss')}>
        {num('stopLoss')}
      </FormField>
      <FormField
        label="Initial stop"
        error={err('initialStop')}
        hint={
          initialStopLocked
            ? 'Set at entry: locked once the trade has an exit'
            : 'Set at entry: the basis of R (empty: the stop loss)'
        }
      >
        {num('initialStop', { disabled: initialStopLocked })}
      </FormField>
      <FormField label="Planned target" error={err('plannedTarget')}>
        {num('plannedTarget', { disabled: plannedTargetLocked })}
      </FormField>
      <FormField label="Fees" error={err('fees')}>
        {num('fees')}
      </FormField>
      <FormField
        label="Multiplier"
        error={err('multiplier')}
        hint={sizeWarning ?? 'Contract size: money per point per contract'}
        className={sizeWarning ? 'field--warning' : undefined}
      >
        {num('multiplier', { step: 'any' })}
      </FormField>
      <FormField label="Notes" className="span-2">
        <textarea
          className="textarea"
          rows={3}
          {...getFieldProps('notes')}
          placeholder="Setup, execution, what you would do differently…"
        />
      </FormField>
      <fieldset className="span-2 trade-form__tags">
        <legend className="field__label">Emotional State</legend>
        {EMOTIONAL_TAGS.map((tag) => (
          <label key={tag} className={`tag-chip${values.emotionalTags.includes(tag) ? ' is-on' : ''}`}>
            <input
              type="checkbox"
              className="visually-hidden"
              checked={values.emotionalTags.includes(tag)}
              onChange={() => setFieldValue('emotionalTags', toggleTag(values.emotionalTags, tag))}
            />
            {label(tag)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
