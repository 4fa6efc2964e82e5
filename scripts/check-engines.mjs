#!/usr/bin/env node
// Node version honesty: every place that names a Node version must agree, and every package the
// lock file installs must support every Node the root `engines` admits. Otherwise `npm ci` prints
// EBADENGINE warnings (or a dependency breaks at run time on a Node we claim to support).
//
//   node scripts/check-engines.mjs [repo-root]      exit 0 when consistent, 1 with the reasons
//
// Checked: package-lock.json's packages (their `engines.node` must contain the root range, i.e.
// semver.subset(root, theirs)); `.nvmrc`; the Dockerfile's `node:<major>` image; the README's
// "Node <major>" mention. CI runs it right after `npm ci`; a jest test runs it too.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const semver = require('semver');

export function checkEngines(root) {
  const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
  const problems = [];
  const lock = JSON.parse(read('package-lock.json'));
  const manifest = JSON.parse(read('package.json'));
  const range = manifest.engines?.node;
  if (!range || !semver.validRange(range)) return [`package.json engines.node is missing or invalid: ${range}`];
  if (lock.packages?.['']?.engines?.node !== range)
    problems.push('package-lock.json is stale: its root engines differ from package.json');

  for (const [where, pkg] of Object.entries(lock.packages ?? {})) {
    const wanted = pkg.engines?.node;
    if (!where || !wanted) continue;
    // A range npm cannot parse is not our promise to keep; npm ignores it too.
    if (!semver.validRange(wanted)) continue;
    if (!semver.subset(range, wanted)) problems.push(`${where}@${pkg.version} wants node ${wanted}, outside ${range}`);
  }

  const nvmrc = fs.existsSync(path.join(root, '.nvmrc')) ? read('.nvmrc').trim() : null;
  const major = nvmrc && semver.coerce(nvmrc)?.major;
  if (!major) problems.push('.nvmrc is missing or names no Node version');
  else {
    if (!semver.intersects(`${major}.x`, range)) problems.push(`.nvmrc (${nvmrc}) is outside engines ${range}`);
    const image = /NODE_IMAGE=node:(\d+)/.exec(read('Dockerfile'));
    if (!image || Number(image[1]) !== major)
      problems.push(`Dockerfile image node:${image?.[1]} differs from .nvmrc ${major}`);
    if (!new RegExp(`Node(?:\\.js)? ${major}\\b`).test(read('README.md')))
      problems.push(`README.md does not name Node ${major}`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..'));
  const problems = checkEngines(root);
  if (problems.length) {
    console.error(`Node version check failed (${problems.length}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Node versions agree: engines, .nvmrc, Dockerfile, README and every locked package');
}
