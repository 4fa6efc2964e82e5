// The Access Tokens tab's create form: name, scope and expiry (state in use-access-tokens-tab.ts).
import { useId } from 'react';
import type { AccessTokenScope } from '../../__generated__/graphql';
import { EXPIRY_CHOICES, type ExpiryChoice } from './access-token-expiry';
import type { AccessTokenForm as FormState } from './use-access-tokens-tab';

export function AccessTokenForm({ form }: { form: FormState }) {
  const id = useId();
  return (
    <form
      className="st-stack"
      noValidate
      aria-label="Create access token"
      onSubmit={(e) => {
        e.preventDefault();
        void form.onCreate();
      }}
    >
      <div className="st-field">
        <label htmlFor={`${id}-name`}>Token name</label>
        <input
          className="input"
          id={`${id}-name`}
          maxLength={100}
          value={form.name}
          placeholder="e.g. Jupyter notebook"
          onChange={(e) => form.setName(e.target.value)}
        />
      </div>
      <div className="st-field">
        <label htmlFor={`${id}-scope`}>Scope</label>
        <select
          className="input"
          id={`${id}-scope`}
          value={form.scope}
          onChange={(e) => form.setScope(e.target.value as AccessTokenScope)}
        >
          <option value="READ">Read</option>
          <option value="READ_WRITE">Read &amp; write</option>
        </select>
      </div>
      <div className="st-field">
        <label htmlFor={`${id}-expiry`}>Expires</label>
        <select
          className="input"
          id={`${id}-expiry`}
          value={form.expiry}
          onChange={(e) => form.setExpiry(e.target.value as ExpiryChoice)}
        >
          {EXPIRY_CHOICES.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="st-actions">
        <button type="submit" className="btn btn--primary" disabled={form.creating}>
          {form.creating ? 'Creating...' : 'Create Token'}
        </button>
      </div>
    </form>
  );
}
