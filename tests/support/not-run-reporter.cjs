// Names, after jest's own summary, every test registered as not run (server/src/__tests__/not-run.ts:
// a skipped test whose title or block carries `[not run: <reason>]`), grouped by reason:
//
//   NOT RUN (3 tests in 2 files): they need what this machine does not have
//     needs ../shared/import-corpus (… not in the repository)
//       server/src/…/crypto.corpus.test.ts › crypto ledgers › Coinbase Pro: …
//
// jest's "skipped" count alone would not say which tests or why.
const path = require('node:path');

const MARK = /\s*\[not run: (.+)\]$/;

class NotRunReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const byReason = new Map();
    const files = new Set();
    for (const file of results.testResults) {
      for (const test of file.testResults) {
        if (test.status !== 'pending') continue;
        const titles = [...test.ancestorTitles, test.title];
        const marked = titles.map((t) => MARK.exec(t)).find(Boolean);
        if (!marked) continue;
        const name = [path.relative(this.rootDir, file.testFilePath), ...titles.map((t) => t.replace(MARK, ''))].join(
          ' › ',
        );
        if (!byReason.has(marked[1])) byReason.set(marked[1], []);
        byReason.get(marked[1]).push(name);
        files.add(file.testFilePath);
      }
    }
    const count = [...byReason.values()].reduce((n, names) => n + names.length, 0);
    if (count === 0) return;
    const lines = [
      '',
      `NOT RUN (${count} test${count === 1 ? '' : 's'} in ${files.size} file${files.size === 1 ? '' : 's'}): they need what this machine does not have`,
    ];
    for (const [reason, names] of byReason) {
      lines.push(`  ${reason}`);
      for (const name of names) lines.push(`    ${name}`);
    }
    process.stdout.write(`${lines.join('\n')}\n\n`);
  }
}

module.exports = NotRunReporter;
