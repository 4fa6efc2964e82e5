// Shared @swc/jest transforms: legacy decorators + decorator metadata for TypeORM entities,
// automatic JSX runtime for the client.
const server = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// Decorators are parsed here too: with `--selectProjects client` jest compiles the root global
// setup (which migrates the test template through the TypeORM entities) with this transform.
const client = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { react: { runtime: 'automatic' }, legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
module.exports = { server, client };
