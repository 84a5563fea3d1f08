// Vitest reporters: the default one, plus a JSON report when CI asks for it (TEST_REPORT_DIR).
export function reporters(name) {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return ['default'];
  const label = process.env.TEST_DB_LABEL ?? 'run';
  return ['default', ['json', { outputFile: `${dir}/${name}-${label}.json` }]];
}
