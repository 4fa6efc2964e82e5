// /verify-statement (issue 35 item 5): paste or drop a signed performance statement; the server
// checks its trades against their digest and its Ed25519 signature against its published keys.
// Public: whoever was handed a statement checks it here, signed in or not.
import { useId, useState, type DragEvent } from 'react';
import { Wordmark } from '../../components/Wordmark';
import { verifyStatementText, type StatementVerdict } from './verify-statement';
import './verify-statement.css';

export default function VerifyStatementPage() {
  const id = useId();
  const [text, setText] = useState('');
  const [verdict, setVerdict] = useState<StatementVerdict | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  const check = async (json: string) => {
    setBusy(true);
    setVerdict(null);
    try {
      setVerdict(await verifyStatementText(json));
    } finally {
      setBusy(false);
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const content = await file.text();
    setText(content);
    await check(content);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void readFile(event.dataTransfer.files[0]);
  };

  return (
    <div className="vs-page">
      <main className="vs-card">
        <Wordmark size="large" />
        <h1 className="vs-title">Verify a statement</h1>
        <p className="vs-muted">
          A Candlog performance statement is signed with the server&apos;s Ed25519 key. Drop the statement&apos;s JSON
          file or paste it: altering a single trade or figure makes the check fail.
        </p>
        <div
          className={dragging ? 'vs-drop vs-drop--over' : 'vs-drop'}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <label htmlFor={`${id}-file`} className="vs-drop__label">
            Drop the .json file here, or <span className="vs-link">choose a file</span>
          </label>
          <input
            id={`${id}-file`}
            className="vs-file"
            type="file"
            accept="application/json,.json"
            onChange={(e) => void readFile(e.target.files?.[0])}
          />
        </div>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void check(text);
          }}
        >
          <label htmlFor={`${id}-json`} className="vs-label">
            Statement JSON
          </label>
          <textarea
            id={`${id}-json`}
            className="input vs-text"
            rows={8}
            spellCheck={false}
            placeholder='{"format": "candlog-statement/1", …}'
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn--primary" disabled={busy || !text.trim()}>
            {busy ? 'Checking...' : 'Verify'}
          </button>
        </form>
        {verdict && (
          <div
            role="status"
            className={verdict.valid ? 'vs-verdict vs-verdict--valid' : 'vs-verdict vs-verdict--invalid'}
          >
            <strong>{verdict.valid ? 'Valid statement' : 'Not valid'}</strong>
            <span>{verdict.reason}</span>
          </div>
        )}
        <p className="vs-muted vs-foot">
          Offline: <code>npm run statement:verify statement.json</code> with the key from{' '}
          <a href="/.well-known/candlog-statement-key">/.well-known/candlog-statement-key</a>.
        </p>
      </main>
    </div>
  );
}
