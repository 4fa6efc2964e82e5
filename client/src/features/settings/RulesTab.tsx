// Trading Rules: a checklist kept in this browser; add on non-empty trimmed text (button or
// Enter), remove per rule.
import { useEffect, useId, useState } from 'react';
import { addRule, loadRules, removeRule, saveRules } from './trading-rules';

export function RulesTab() {
  const id = useId();
  const [rules, setRules] = useState<readonly string[]>(() => loadRules(localStorage));
  const [draft, setDraft] = useState('');
  useEffect(() => saveRules(localStorage, rules), [rules]);

  const add = () => {
    const next = addRule(rules, draft);
    if (next !== rules) {
      setRules(next);
      setDraft('');
    }
  };

  return (
    <div className="st-form">
      <h2 className="st-panel__title">Trading Rules</h2>
      <p className="st-muted">The checklist you follow before every trade.</p>
      <ul className="st-rules" aria-label="Trading rules">
        {rules.map((rule, index) => (
          <li key={`${index}-${rule}`} className="st-rule">
            <span className="st-rule__check" aria-hidden="true">
              ✓
            </span>
            <span className="st-rule__text">{rule}</span>
            <button
              type="button"
              className="st-icon-btn"
              aria-label={`Remove rule: ${rule}`}
              onClick={() => setRules(removeRule(rules, index))}
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
