// The risk-rules editor (issue 32): the account's profile, every rule optional (empty = not
// used). The first profile applies at once; a change applies from the next trading day, said in
// the dialog. Errors are the server's, per field.
import { useState, type FormEvent } from 'react';
import type { DashboardRiskProfileQuery, DrawdownMode, RiskRulesInput } from '../../__generated__/graphql';
import { useDashboardRiskProfileQuery } from '../../__generated__/hooks';
import { FormField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { useSetRiskRules } from './use-set-risk-rules';

type Rules = NonNullable<DashboardRiskProfileQuery['account']>['riskProfile']['rules'];

interface Values {
  dailyLossLimit: string;
  ddAmount: string;
  ddMode: DrawdownMode;
  ddLock: boolean;
  profitTarget: string;
  dailyProfitTarget: string;
  winRateTarget: string;
  minTradingDays: string;
  consistencyPct: string;
  maxPositionSize: string;
  maxTradesPerDay: string;
  hoursFrom: string;
  hoursTo: string;
  cutoffTime: string;
  cutoffZone: string;
}

const s = (x: string | number | null | undefined) => (x === null || x === undefined ? '' : String(x));

function valuesOf(r: Rules): Values {
  return {
    dailyLossLimit: s(r.dailyLossLimit),
    ddAmount: s(r.maxDrawdown?.amount),
    ddMode: r.maxDrawdown?.mode ?? 'static',
    ddLock: r.maxDrawdown?.lockAtInitial ?? false,
    profitTarget: s(r.profitTarget),
    dailyProfitTarget: s(r.dailyProfitTarget),
    winRateTarget: s(r.winRateTarget),
    minTradingDays: s(r.minTradingDays),
    consistencyPct: s(r.consistencyPct),
    maxPositionSize: s(r.maxPositionSize),
    maxTradesPerDay: s(r.maxTradesPerDay),
    hoursFrom: s(r.tradingHours?.from),
    hoursTo: s(r.tradingHours?.to),
    cutoffTime: s(r.dayCutoff?.time),
    cutoffZone: s(r.dayCutoff?.zone),
  };
}

const opt = (x: string) => (x.trim() === '' ? null : x.trim());
const optInt = (x: string) => (x.trim() === '' ? null : Number(x));

export function inputOf(v: Values): RiskRulesInput {
  return {
    dailyLossLimit: opt(v.dailyLossLimit),
    maxDrawdown: opt(v.ddAmount) ? { amount: opt(v.ddAmount), mode: v.ddMode, lockAtInitial: v.ddLock } : null,
    profitTarget: opt(v.profitTarget),
    dailyProfitTarget: opt(v.dailyProfitTarget),
    winRateTarget: opt(v.winRateTarget),
    minTradingDays: optInt(v.minTradingDays),
    consistencyPct: opt(v.consistencyPct),
    maxPositionSize: opt(v.maxPositionSize),
    maxTradesPerDay: optInt(v.maxTradesPerDay),
    tradingHours: opt(v.hoursFrom) || opt(v.hoursTo) ? { from: v.hoursFrom, to: v.hoursTo } : null,
    dayCutoff: opt(v.cutoffTime) || opt(v.cutoffZone) ? { time: v.cutoffTime, zone: v.cutoffZone } : null,
  };
}

/** The server's field keys (snake_case, dotted for nested rules) → this form's fields. */
const FIELD_OF: Record<string, keyof Values> = {
  daily_loss_limit: 'dailyLossLimit',
  'max_drawdown.amount': 'ddAmount',
  'max_drawdown.mode': 'ddMode',
  profit_target: 'profitTarget',
  daily_profit_target: 'dailyProfitTarget',
  win_rate_target: 'winRateTarget',
  min_trading_days: 'minTradingDays',
  consistency_pct: 'consistencyPct',
  max_position_size: 'maxPositionSize',
  max_trades_per_day: 'maxTradesPerDay',
  'trading_hours.from': 'hoursFrom',
  'trading_hours.to': 'hoursTo',
  'day_cutoff.time': 'cutoffTime',
  'day_cutoff.zone': 'cutoffZone',
};

function fieldErrorsOf(error: unknown): Partial<Record<keyof Values, string>> {
  const fieldErrors = (error as { errors?: { extensions?: { fieldErrors?: Record<string, string> } }[] } | undefined)
    ?.errors?.[0]?.extensions?.fieldErrors;
  const out: Partial<Record<keyof Values, string>> = {};
  for (const [k, message] of Object.entries(fieldErrors ?? {})) out[FIELD_OF[k] ?? 'dailyLossLimit'] = message;
  return out;
}

function RiskRulesForm({
  accountId,
  rules,
  isFirst,
  onClose,
}: {
  accountId: string;
  rules: Rules;
  isFirst: boolean;
  onClose(): void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(rules));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failed, setFailed] = useState(false);
  const { save, saving } = useSetRiskRules(accountId);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: e.target.value }));
    setErrors((errs) => ({ ...errs, [key]: undefined })); // a corrected field drops its old message
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailed(false);
    try {
      await save(inputOf(values));
      onClose();
    } catch (error) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      if (!Object.keys(found).length) setFailed(true);
    }
  };
  const text = (key: keyof Values, label: string, hint?: string, inputMode: 'decimal' | 'numeric' = 'decimal') => (
    <FormField label={label} error={errors[key]} hint={hint}>
      <input
        className="input num"
        inputMode={inputMode}
        value={values[key] as string}
        onChange={set(key)}
        placeholder="Not used"
      />
    </FormField>
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Risk rules">
      <p className="st-muted">
        {isFirst
          ? 'These rules judge every day of this account, from now on and back.'
          : 'A change applies from the next trading day; earlier days keep the rules they were judged by.'}{' '}
        Leave a rule empty to not use it.
      </p>
      <div className="form-grid">
        {text('dailyLossLimit', 'Daily loss limit')}
        {text('dailyProfitTarget', 'Daily profit target')}
        {text('maxTradesPerDay', 'Max trades per day', undefined, 'numeric')}
        {text('winRateTarget', 'Win rate target (%)')}
        {text('ddAmount', 'Max drawdown')}
        <FormField label="Drawdown mode" error={errors.ddMode}>
          <select className="select" value={values.ddMode} onChange={set('ddMode')}>
            <option value="static">Static (from initial balance)</option>
            <option value="trailing_intraday">Trailing (intraday peak)</option>
            <option value="trailing_eod">Trailing (end-of-day balance)</option>
          </select>
        </FormField>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.ddLock}
            onChange={(e) => setValues((v) => ({ ...v, ddLock: e.target.checked }))}
          />{' '}
          Lock the trailing floor at the initial balance
        </label>
        {text('profitTarget', 'Profit target (total)')}
        {text('minTradingDays', 'Min trading days', undefined, 'numeric')}
        {text('consistencyPct', 'Consistency: best day at most (%)')}
        {text('maxPositionSize', 'Max position size')}
        {text('hoursFrom', 'Trading hours from', 'HH:MM')}
        {text('hoursTo', 'Trading hours to', 'HH:MM')}
        {text('cutoffTime', 'Day closes at', 'HH:MM, e.g. 17:00')}
        <FormField label="Day cut-off zone" error={errors.cutoffZone} hint="e.g. America/New_York">
          <input
            className="input"
            value={values.cutoffZone}
            onChange={set('cutoffZone')}
            placeholder="Your time zone"
          />
        </FormField>
      </div>
      {failed && (
        <p role="alert" className="form-error">
          The rules could not be saved.
        </p>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn--ghost" onClick={onClose} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Save Rules'}
        </button>
      </div>
    </form>
  );
}

export function RiskRulesDialog({ accountId, onClose }: { accountId: string; onClose(): void }) {
  const profile = useDashboardRiskProfileQuery({ variables: { accountId } });
  const p = profile.dataState === 'complete' ? profile.data.account?.riskProfile : undefined;
  return (
    <Modal title="Risk Rules" size="large" onClose={onClose}>
      {p ? (
        <RiskRulesForm accountId={accountId} rules={p.rules} isFirst={p.isDefault} onClose={onClose} />
      ) : profile.error ? (
        <p role="alert" className="form-error">
          The risk rules could not be loaded.
        </p>
      ) : (
        <p className="st-muted">Loading risk rules…</p>
      )}
    </Modal>
  );
}
