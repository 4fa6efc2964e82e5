// Trading Goals: four numeric targets kept in this browser; saving needs no server call.
import { useId, useState } from 'react';
import { useNotify } from '../../components/Notifications';
import { GOAL_FIELDS, loadGoals, parseGoalValue, saveGoals, type TradingGoals } from './trading-goals';

export function GoalsTab() {
  const id = useId();
  const notify = useNotify();
  const [goals, setGoals] = useState<TradingGoals>(() => loadGoals(localStorage));
  // The typed text, so a field can be emptied while typing; it is read as a number on change.
  const [text, setText] = useState<Record<keyof TradingGoals, string>>(() => ({
    monthlyPnlTarget: String(goals.monthlyPnlTarget),
    winRateTarget: String(goals.winRateTarget),
    maxDailyLoss: String(goals.maxDailyLoss),
    maxDrawdown: String(goals.maxDrawdown),
  }));

  const onSave = () => {
    saveGoals(localStorage, goals);
    setText({
      monthlyPnlTarget: String(goals.monthlyPnlTarget),
      winRateTarget: String(goals.winRateTarget),
      maxDailyLoss: String(goals.maxDailyLoss),
      maxDrawdown: String(goals.maxDrawdown),
    });
    notify('Goals saved successfully!', 'success');
  };

  return (
    <form
      className="st-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h2 className="st-panel__title">Trading Goals</h2>
      <p className="st-muted">Targets and limits you hold yourself to. Kept in this browser.</p>
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
        <button type="submit" className="btn btn--primary">
          Save Goals
        </button>
      </div>
    </form>
  );
}
