/**
 * A statement whose text depends on its arguments (an optional clause, a list's length), kept in a
 * module's queries/ folder like a plain statement constant. The examples are what
 * `npm run sql:print` prints it with (one printed statement per example, in server/sql/), so a
 * change to any branch of the builder shows as an SQL diff; give one example per shape the
 * builder can take. Values still travel as $n parameters: examples never hold user data.
 */
export type SqlBuilder<A extends unknown[]> = ((...args: A) => string) & {
  readonly sqlExamples: Readonly<Record<string, A>>;
};

export function sqlBuilder<A extends unknown[]>(
  examples: Record<string, A>,
  build: (...args: A) => string,
): SqlBuilder<A> {
  return Object.assign((...args: A) => build(...args), { sqlExamples: examples });
}
