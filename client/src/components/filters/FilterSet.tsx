// The filter set both trade filters are built from (the trades list's panel and the analytics
// bar): the form, labelled fields (a select with its "All …" choice, a date range, the symbol
// box) and Clear. Each screen picks its fields and their order; FilterSet gives them the screen's
// class names, so one set of controls keeps each screen's look.
import { createContext, useContext, useId, type FormEvent, type ReactNode } from 'react';
import { capitalize } from './filter-choices';

interface FilterClasses {
  field: string;
  input?: string;
  select?: string;
}

const ClassesContext = createContext<FilterClasses>({ field: 'filter-field' });

export function FilterSet({
  label,
  className,
  classes,
  onSubmit,
  children,
}: {
  label: string;
  className: string;
  classes: FilterClasses;
  onSubmit?(): void;
  children: ReactNode;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.();
  };
  return (
    <form className={className} role="search" aria-label={label} onSubmit={submit}>
      <ClassesContext.Provider value={classes}>{children}</ClassesContext.Provider>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { field } = useContext(ClassesContext);
  return (
    <div className={field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/** A select whose first choice ('') is every value; the others are shown capitalized unless named. */
export function FilterSelect({
  label,
  allLabel,
  value,
  choices,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  choices: readonly (string | { id: string; name: string })[];
  onChange(value: string): void;
}) {
  const id = useId();
  const { select } = useContext(ClassesContext);
  return (
    <Field id={id} label={label}>
      <select className={select} id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {choices.map((c) =>
          typeof c === 'string' ? (
            <option key={c} value={c}>
              {capitalize(c)}
            </option>
          ) : (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ),
        )}
      </select>
    </Field>
  );
}

/** From and To (each bounds the other); `error` marks To invalid and names the message's id. */
export function FilterDateRange({
  from,
  to,
  onChange,
  error,
}: {
  from: string;
  to: string;
  onChange(patch: { from?: string; to?: string }): void;
  error?: { id: string } | null;
}) {
  const id = useId();
  const { input } = useContext(ClassesContext);
  return (
    <>
      <Field id={`${id}-from`} label="From">
        <input
          className={input}
          id={`${id}-from`}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </Field>
      <Field id={`${id}-to`} label="To">
        <input
          className={input}
          id={`${id}-to`}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          {...(error !== undefined && { 'aria-invalid': Boolean(error), 'aria-describedby': error?.id })}
        />
      </Field>
    </>
  );
}

/** The symbol box, bound to a use-symbol-draft.ts draft; `onBlur` applies it where typing does not. */
export function FilterSymbol({
  draft,
  onDraft,
  onBlur,
  spellCheck,
}: {
  draft: string;
  onDraft(value: string): void;
  onBlur?(): void;
  spellCheck?: boolean;
}) {
  const id = useId();
  const { input } = useContext(ClassesContext);
  return (
    <Field id={id} label="Symbol">
      <input
        className={input}
        id={id}
        type="search"
        placeholder="e.g. EURUSD"
        value={draft}
        autoComplete="off"
        spellCheck={spellCheck}
        onChange={(e) => onDraft(e.target.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
