// Lints source text as if it were a file at a given path in the repository, with the repository's
// own eslint.config.mjs, and prints each text's messages as JSON. A test uses it to try an import
// the architecture forbids without writing that file anywhere (tests/integration/repo/).
// A separate Node process because ESLint loads its config with import(), which jest's module
// runtime does not provide without --experimental-vm-modules.
// import/no-cycle is off here: it reads the linted file itself from disk (and throws when there is
// none); a cycle needs real files on both ends, which is not what these texts are for.
//
// stdin:  [{ "filePath": "client/src/features/x/probe.ts", "code": "import …" }, …]
// stdout: [[{ "ruleId": "…", "message": "…" }, …], …]   one array per input, in order
import { ESLint } from 'eslint';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const inputs = JSON.parse(Buffer.concat(chunks).toString('utf8'));

const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
const results = [];
for (const { filePath, code } of inputs) {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
