// Trading Rules: a checklist kept on the server per user (with this browser's copy); add on
// non-empty trimmed text (button or Enter), remove per rule. Each change is saved at once.
import { useId, useState } from 'react';
import { useNotify } from '../../components/Notifications';
import { SAVED_LOCALLY_MESSAGE } from './settings-offline';
import { addRule, removeRule, type TradingRule } from './trading-rules';
import { useUserSettings } from './use-user-settings';
import { useSaveTradingRules } from './use-user-settings-mutations';

export function RulesTab() {
  const { rules } = useUserSettings();
  return <RulesList initial={rules} />;
}

function RulesList({ initial }: { initial: readonly TradingRule[] }) {
  const id = useId();
  const notify = useNotify();
  const save = useSaveTradingRules();
  const [rules, setRules] = useState<readonly TradingRule[]>(initial);
  const [seen, setSeen] = useState(initial);
  const [saving, setSaving] = useState(0);
  const [draft, setDraft] = useState('');

  // The server's value (another device, the first answer) replaces the list only while none of
  // this list's saves is in flight: an earlier save's answer landing after a later edit must not
  // put back what that edit removed (nor remount the list under the user's click).
  if (initial !== seen) {
    setSeen(initial);
    if (saving === 0) setRules(initial);
  }

  const change = (next: readonly TradingRule[]) => {
    setRules(next);
    setSaving((n) => n + 1);
    save(next)
      .catch(() => notify(SAVED_LOCALLY_MESSAGE, 'error'))
      .finally(() => setSaving((n) => n - 1));
  };

  const add = () => {
    const next = addRule(rules, draft);
    if (next !== rules) {
      change(next);
      setDraft('');
    }
  };

  return (
    <div className="st-form">
      <h2 className="st-panel__title">Trading Rules</h2>
      <p className="st-muted">The checklist you follow before every trade.</p>
      <ul className="st-rules" aria-label="Trading rules">
        {rules.map((rule, index) => (
          <li key={`${index}-${rule.text}`} className="st-rule">
            <span className="st-rule__check" aria-hidden="true">
              ✓
            </span>
            <span className="st-rule__text">{rule.text}</span>
            <button
              type="button"
              className="st-icon-btn"
              aria-label={`Remove rule: ${rule.text}`}
              onClick={() => change(removeRule(rules, index))}
            >
              ×
            </button>
          </li>
        ))}
        {rules.length === 0 && <li className="st-muted">No rules yet. Add your first rule below.</li>}
      </ul>
      <div className="st-add-rule">
        <label htmlFor={`${id}-rule`} className="visually-hidden">
          New rule
        </label>
        <input
          className="input"
          id={`${id}-rule`}
          type="text"
          placeholder="Add a new rule..."
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn btn--primary" onClick={add} disabled={draft.trim() === ''}>
          Add Rule
        </button>
      </div>
    </div>
  );
}
