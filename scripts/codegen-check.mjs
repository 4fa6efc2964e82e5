// CI guard: regenerate from schema.graphql + client documents and fail if anything changed.
import { execSync } from 'node:child_process';

const generated = ['server/src/__generated__', 'client/src/__generated__'];
execSync('npx graphql-codegen --config codegen.yml', { stdio: 'inherit' });
const diff = execSync(`git status --porcelain -- ${generated.join(' ')}`)
  .toString()
  .trim();
if (diff) {
  console.error(`Generated code is stale; run \`npm run codegen\` and commit:\n${diff}`);
  process.exit(1);
}
console.log('codegen output is fresh');
