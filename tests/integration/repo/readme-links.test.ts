import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../support/server-process';

// A newcomer follows the README's links: every file it points at (a relative Markdown link, or a
// bare `*.md` name it refers the reader to) exists in the repository.
const DOCS = ['README.md', 'docs/ARCHITECTURE.md', 'bench/README.md'];

test.each(DOCS)('%s links only to files that exist', (doc) => {
  const text = fs.readFileSync(path.join(REPO_ROOT, doc), 'utf8');
  const linked = [...text.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)]
    .map((m) => m[1])
    .filter((href) => !/^[a-z]+:/i.test(href));
  const named = [...text.matchAll(/(?<![\w/.-])([\w/.-]*[A-Z][\w/.-]*\.md)\b/g)]
    .map((m) => m[1])
    .filter((name) => name !== path.basename(doc));
  const missing = [...new Set([...linked, ...named])].filter(
    (target) =>
      !fs.existsSync(path.resolve(REPO_ROOT, path.dirname(doc), target)) &&
      !fs.existsSync(path.resolve(REPO_ROOT, target)),
  );
  expect(missing).toEqual([]);
});
