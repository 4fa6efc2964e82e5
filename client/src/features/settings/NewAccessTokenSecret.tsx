// The secret of a token just created: shown once (the server keeps only its hash), with a copy button.
import { useState } from 'react';

export function NewAccessTokenSecret({ name, secret, onDone }: { name: string; secret: string; onDone(): void }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // Clipboard refused (permissions, plain http): the field stays selectable.
      setCopied('failed');
    }
  };
  return (
    <div className="st-token-secret" role="status" aria-label="New access token">
      <p>
        <strong>{name}</strong> was created. Copy its secret now: it will not be shown again.
      </p>
      <div className="st-token-secret__row">
        <input
          className="input num"
          readOnly
          value={secret}
          aria-label="Access token secret"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn btn--primary" onClick={() => void copy()}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </button>
      </div>
      {copied === 'failed' && <p className="form-error">Copying failed; select the secret and copy it by hand.</p>}
      <div className="st-actions">
        <button type="button" className="btn" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
