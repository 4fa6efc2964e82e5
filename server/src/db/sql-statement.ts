/**
 * A statement whose text depends on its arguments (an optional clause, a list's length), kept in a
 * module's queries/ folder like a plain statement constant. The examples (after the builder) are what
 * `npm run sql:print` prints it with (one printed statement per example, in server/sql/), so a
 * change to any branch of the builder shows as an SQL diff; give one example per shape the
 * builder can take. Values still travel as $n parameters: examples never hold user data. Examples
 * that need objects to build (a ScopeSql) are given as a function, called only by the printer.
 */
export type SqlBuilder<A extends unknown[]> = ((...args: A) => string) & {
  readonly sqlExamples: () => Readonly<Record<string, A>>;
};

export function sqlBuilder<A extends unknown[]>(
  build: (...args: A) => string,
  examples: NoInfer<Record<string, A> | (() => Record<string, A>)>,
): SqlBuilder<A> {
  return Object.assign((...args: A) => build(...args), {
    sqlExamples: typeof examples === 'function' ? examples : () => examples,
  });
}
