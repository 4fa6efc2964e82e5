// Trading Goals: four numeric targets, kept on the server per user with this browser's copy.
import { useId, useState } from 'react';
import { useNotify } from '../../components/Notifications';
import { SAVED_LOCALLY_MESSAGE } from './settings-offline';
import { GOAL_FIELDS, parseGoalValue, type TradingGoals } from './trading-goals';
import { useUserSettings } from './use-user-settings';
import { useSaveTradingGoals } from './use-user-settings-mutations';

const textOf = (goals: TradingGoals): Record<keyof TradingGoals, string> => ({
  monthlyPnlTarget: String(goals.monthlyPnlTarget),
  winRateTarget: String(goals.winRateTarget),
  maxDailyLoss: String(goals.maxDailyLoss),
  maxDrawdown: String(goals.maxDrawdown),
});

export function GoalsTab() {
  const { goals } = useUserSettings();
  // A new value from the server (its answer, another device's save) starts the form afresh.
  return <GoalsForm key={JSON.stringify(goals)} initial={goals} />;
}

function GoalsForm({ initial }: { initial: TradingGoals }) {
  const id = useId();
  const notify = useNotify();
  const save = useSaveTradingGoals();
  const [goals, setGoals] = useState<TradingGoals>(initial);
  // The typed text, so a field can be emptied while typing; it is read as a number on change.
  const [text, setText] = useState<Record<keyof TradingGoals, string>>(() => textOf(initial));
  const [saving, setSaving] = useState(false);

  const onSave = async () => {
    setText(textOf(goals));
    setSaving(true);
    try {
      await save(goals);
      notify('Goals saved successfully!', 'success');
    } catch {
      notify(SAVED_LOCALLY_MESSAGE, 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="st-form"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
    >
      <h2 className="st-panel__title">Trading Goals</h2>
      <p className="st-muted">Targets and limits you hold yourself to. Saved to your account, on every device.</p>
      <div className="st-grid">
        {GOAL_FIELDS.map((f) => (
          <div key={f.key} className="st-field">
            <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
            <input
              className="input"
              id={`${id}-${f.key}`}
              type="number"
              inputMode="decimal"
              min={0}
              max={f.max}
              step={f.step}
              value={text[f.key]}
              onChange={(e) => {
                setText((t) => ({ ...t, [f.key]: e.target.value }));
                setGoals((g) => ({ ...g, [f.key]: parseGoalValue(e.target.value, f.max) }));
              }}
              onBlur={() => setText((t) => ({ ...t, [f.key]: String(goals[f.key]) }))}
            />
          </div>
        ))}
      </div>
      <div className="st-actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          Save Goals
        </button>
      </div>
    </form>
  );
}
