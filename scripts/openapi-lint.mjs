#!/usr/bin/env node
// Writes the REST API's OpenAPI document (from the built server, as /api/openapi.json serves it)
// to a temporary file and lints it with Redocly's recommended rules (redocly.yaml). CI runs it
// after the build; exits non-zero when the lint finds an error.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { buildOpenApiDocument } = require(path.join(root, 'server/dist/rest/openapi/openapi-document.js'));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'candlog-openapi-'));
const file = path.join(dir, 'openapi.json');
fs.writeFileSync(file, JSON.stringify(buildOpenApiDocument('http://127.0.0.1:4000'), null, 2));
const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
const result = spawnSync(process.execPath, [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml')], {
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
fs.rmSync(dir, { recursive: true, force: true });
process.exit(result.status ?? 1);
