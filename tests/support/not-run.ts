import fs from 'node:fs';
import path from 'node:path';

// Defined beside the server's tests (server/src/__tests__/not-run.ts), which use it too.
export { describeWhen, itWhen, NOT_RUN_MARK } from '../../server/src/__tests__/not-run';

/** Whether `command` is an executable file in one of PATH's directories (a system tool the test runs). */
export function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .some((dir) => {
      try {
        fs.accessSync(path.join(dir, command), fs.constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}
