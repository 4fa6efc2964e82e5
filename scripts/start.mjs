// `npm start`: build what is missing or older than its sources, then run the server in this
// process (so Ctrl-C / SIGTERM reach it directly and it stops the embedded PostgreSQL cleanly).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Newest modification time under the given files/folders (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) {
        if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
      }
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(path.join(root, p)));
  return newest;
}

function mtime(file) {
  try {
    return fs.statSync(path.join(root, file)).mtimeMs;
  } catch {
    return 0;
  }
}

/** Runs `npm run build -w <workspace>`; resolves with its exit code. */
function build(workspace) {
  const started = Date.now();
  console.log(`[start] building ${workspace} …`);
  return new Promise((resolve) => {
    spawn(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' }).on('exit', (code) => {
      console.log(
        `[start] ${workspace} build ${code === 0 ? 'done' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      resolve(code ?? 1);
    });
  });
}

if (Number.parseInt(process.versions.node, 10) < 20) {
  console.error(
    `[start] Candlog needs Node.js 20 or newer (this is ${process.version}): install it, then \`npm start\` again`,
  );
  process.exit(1);
}
if (!fs.existsSync(path.join(root, 'node_modules'))) {
  console.error('[start] dependencies are missing: run `npm install` first');
  process.exit(1);
}

const shared = ['schema.graphql', 'tsconfig.base.json', 'package.json'];
const targets = [
  {
    workspace: 'client',
    output: 'client/dist/index.html',
    sources: ['client/src', 'client/index.html', 'client/vite.config.ts', 'client/package.json', ...shared],
  },
  {
    workspace: 'server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/tsconfig.json', 'server/tsconfig.build.json', 'server/package.json', ...shared],
  },
];
// Both builds run in parallel: vite and tsc each use about one core.
const stale = targets.filter((t) => mtime(t.output) === 0 || newestMtime(t.sources) > mtime(t.output));
const codes = await Promise.all(stale.map((t) => build(t.workspace)));
for (const [i, t] of stale.entries()) {
  // tsc still emits on type errors (CI's type-check catches those); only a missing output is fatal.
  if (codes[i] !== 0 && t.workspace === 'server') {
    if (mtime(t.output) === 0) process.exit(codes[i]);
    console.error('[start] the server has type errors; running what tsc emitted');
    continue;
  }
  // Without a client the API still works; the server answers / with a clear 503.
  if (codes[i] !== 0) console.error('[start] the client did not build; serving the API only');
  else {
    // Incremental builds may leave the output untouched; mark it fresh for the next start.
    const now = new Date();
    fs.utimesSync(path.join(root, t.output), now, now);
  }
}

process.chdir(root); // ./.data is relative to the repository root
try {
  await import(pathToFileURL(path.join(root, 'server/dist/main.js')).href);
} catch (error) {
  // A module that fails to load (a dependency missing or half installed): one line, not a stack.
  console.error(
    `[start] the server could not be loaded (${error?.code ?? 'error'}: ${String(error?.message ?? error).split('\n')[0]}): run \`npm install\`, then \`npm start\` again`,
  );
  process.exit(1);
}
