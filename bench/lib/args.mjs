// The benches' command line: `--name=value` → { name: 'value' } (a value may itself hold '='),
// a bare `--flag` → { flag: true }.
export function benchArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((a) => a.replace(/^--/, '').split('=')).map(([k, ...v]) => [k, v.length ? v.join('=') : true]),
  );
}
