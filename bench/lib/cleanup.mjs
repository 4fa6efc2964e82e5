// What a bench leaves behind when it ends, however it ends. A bench that crashes or is stopped
// (Ctrl-C, `kill <pid>`) must not leave its server running or its scratch database behind: on a
// shared machine an orphaned server holds a port, memory and database connections, and two runs'
// leftovers drop each other's databases.
//
// - killOnExit(child): the child gets SIGTERM when the bench exits by any path (normal end,
//   uncaught error, SIGINT/SIGTERM/SIGHUP), SIGKILL if it is still there when the process exits.
// - onCleanup(fn): an async step (drop a database) run once on a signal or an uncaught error (a
//   rejected top-level await is one); a bench also runs it from its own `finally` through
//   runCleanups(), so a normal end does it too.
// A SIGKILL of the bench itself cannot be caught: then `pgrep -f server/dist/main.js` finds the server.

const children = new Set();
const steps = [];
let cleaning = null;

/** Kills `child` (a ChildProcess) when the bench exits, unless it has exited by then. */
export function killOnExit(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Registers an async cleanup step (run once, newest first); returns a function that unregisters it. */
export function onCleanup(fn) {
  steps.push(fn);
  return () => {
    const i = steps.indexOf(fn);
    if (i >= 0) steps.splice(i, 1);
  };
}

/** Stops every registered child and runs every registered step once (each failure only logged). */
export function runCleanups() {
  cleaning ??= (async () => {
    for (const child of children) stopChild(child, 'SIGTERM');
    while (steps.length) {
      const step = steps.pop();
      try {
        await step();
      } catch (err) {
        console.error(`bench cleanup: ${err?.message ?? err}`);
      }
    }
  })();
  return cleaning;
}

function stopChild(child, signal) {
  try {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  } catch {
    /* already gone */
  }
}

// The last word, synchronous: whatever still runs is killed.
process.on('exit', () => {
  for (const child of children) stopChild(child, 'SIGKILL');
});

const SIGNALS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };
for (const [signal, number] of Object.entries(SIGNALS)) {
  process.once(signal, () => {
    console.error(`bench: ${signal}, cleaning up`);
    // A second signal while cleaning exits at once (the 'exit' handler still kills children).
    process.once(signal, () => process.exit(128 + number));
    runCleanups().finally(() => process.exit(128 + number));
  });
}

// An error nobody caught (a top-level await that rejected included): report it as Node would,
// clean up, exit 1.
process.on('uncaughtException', (err) => {
  console.error(err);
  runCleanups().finally(() => process.exit(1));
});
