// The explorer's "Operations" pane (a GraphiQL plugin): the shipped examples and the user's own
// saved operations open in the editor with one click; "Save" keeps the editor's operation on the
// server (GraphQL savedOperations / saveOperation), so it follows the user to any browser.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useGraphiQL, useGraphiQLActions, type GraphiQLPlugin } from '@graphiql/react';
import { EXAMPLE_OPERATIONS } from './example-operations';
import { useDeleteSavedOperation, useSavedOperations, useSaveOperation } from './use-saved-operations';

/** The first named operation of a document (what Execute should run once it is opened). */
function firstOperationName(query: string): string | null {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1] ?? null;
}

interface Operation {
  query: string;
  variables?: string | null;
}

/**
 * Opens an operation in the editors. GraphiQL creates them only once Monaco has loaded, a moment
 * after this pane shows: an operation clicked before that is kept and opened as soon as they are
 * there (opening it into no editor would leave the default query in place under the new name, and
 * Execute would run the wrong operation).
 */
function useOpenOperation() {
  const queryEditor = useGraphiQL((s) => s.queryEditor);
  const variableEditor = useGraphiQL((s) => s.variableEditor);
  const { setOperationName } = useGraphiQLActions();
  const waiting = useRef<Operation | null>(null);
  const ready = Boolean(queryEditor && variableEditor);

  const openNow = useCallback(
    ({ query, variables }: Operation) => {
      queryEditor?.setValue(query);
      variableEditor?.setValue(variables ?? '');
      // GraphiQL reads the operation name from the editor a moment later; an Execute in between
      // would send the previous document's name ("Unknown operation named …").
      const name = firstOperationName(query);
      if (name) setOperationName(name);
    },
    [queryEditor, variableEditor, setOperationName],
  );

  useEffect(() => {
    if (!ready || !waiting.current) return;
    openNow(waiting.current);
    waiting.current = null;
  }, [ready, openNow]);

  return (query: string, variables?: string | null) => {
    if (ready) openNow({ query, variables });
    else waiting.current = { query, variables };
  };
}

function OperationsPane() {
  const open = useOpenOperation();
  const queryEditor = useGraphiQL((s) => s.queryEditor);
  const variableEditor = useGraphiQL((s) => s.variableEditor);
  const saved = useSavedOperations();
  const [save, saving] = useSaveOperation();
  const remove = useDeleteSavedOperation();
  const { operations } = saved;
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await save({ name, query: queryEditor?.getValue() ?? '', variables: variableEditor?.getValue() || null });
      setName('');
    } catch (e) {
      const fieldErrors = (e as { errors?: { extensions?: { fieldErrors?: Record<string, string> } }[] }).errors?.[0]
        ?.extensions?.fieldErrors;
      setError(fieldErrors ? Object.values(fieldErrors).join(' ') : (e as Error).message);
    }
  };

  return (
    <div className="explorer-operations">
      <div className="graphiql-doc-explorer-title">Operations</div>
      <h3>Examples</h3>
      <ul aria-label="Example operations">
        {EXAMPLE_OPERATIONS.map((op) => (
          <li key={op.name}>
            <button type="button" className="graphiql-un-styled" onClick={() => open(op.query, op.variables)}>
              {op.name}
            </button>
          </li>
        ))}
      </ul>
      <h3>Saved</h3>
      {operations.length ? (
        <ul aria-label="Saved operations">
          {operations.map((op) => (
            <li key={op.id}>
              <button type="button" className="graphiql-un-styled" onClick={() => open(op.query, op.variables)}>
                {op.name}
              </button>
              <button
                type="button"
                className="graphiql-un-styled explorer-operations-delete"
                aria-label={`Delete ${op.name}`}
                onClick={() => void remove(op.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="explorer-operations-empty">{saved.loading ? 'Loading…' : 'Nothing saved yet.'}</p>
      )}
      <form onSubmit={onSave}>
        <label htmlFor="explorer-save-name">Save the editor’s operation as</label>
        <input
          id="explorer-save-name"
          value={name}
          maxLength={100}
          required
          onChange={(e) => setName(e.target.value)}
          placeholder="Name"
        />
        <button type="submit" className="graphiql-button" disabled={saving.loading}>
          Save
        </button>
        {error && <p role="alert">{error}</p>}
      </form>
    </div>
  );
}

function OperationsIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <path d="M6 4h9l3 3v13H6z" />
      <path d="M9 10h6M9 14h6M9 18h4" />
    </svg>
  );
}

export const OPERATIONS_PLUGIN: GraphiQLPlugin = { title: 'Operations', icon: OperationsIcon, content: OperationsPane };
