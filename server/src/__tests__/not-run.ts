/**
 * Tests that need something the repository does not carry (the full broker-export corpus in
 * ../shared/import-corpus, a system tool such as pg_basebackup) run when it is there. Without it
 * they are registered as skipped with the reason in their name — `… [not run: needs X]` — so jest
 * counts them, and tests/support/not-run-reporter.cjs names each one at the end of the run: a
 * fresh clone's `npm test` passes and says plainly what it did not run, never silently green.
 *
 * TEST_REQUIRE_ALL=1 (a machine that has everything, e.g. CI with the corpus beside the clone)
 * turns each would-be not-run test into a failing one that names what is missing.
 */
export const NOT_RUN_MARK = '[not run: ';

const notRunTitle = (name: string, reason: string) => `${name} ${NOT_RUN_MARK}${reason}]`;
const requireAll = () => process.env.TEST_REQUIRE_ALL === '1';

function missing(reason: string): () => never {
  return () => {
    throw new Error(`TEST_REQUIRE_ALL=1, but this test cannot run here: ${reason}`);
  };
}

type TestFn = (name: string, fn: jest.ProvidesCallback, timeout?: number) => void;

/** `it` when `available`, else an `it` that registers the test as not run for `reason`. */
export function itWhen(available: boolean, reason: string): TestFn {
  if (available) return (name, fn, timeout) => it(name, fn, timeout);
  if (requireAll()) return (name) => it(name, missing(reason));
  return (name, fn, timeout) => it.skip(notRunTitle(name, reason), fn, timeout);
}

/** `describe` when `available`, else a block whose every test is registered as not run for `reason`. */
export function describeWhen(available: boolean, reason: string): (name: string, fn: () => void) => void {
  if (available) return (name, fn) => describe(name, fn);
  if (requireAll()) return (name) => describe(name, () => it('can run here', missing(reason)));
  return (name, fn) => describe.skip(notRunTitle(name, reason), fn);
}
