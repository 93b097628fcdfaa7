import { type Finding, runChecks } from '../doctor/checks.js';

const LABELS: Record<Finding['level'], string> = { ok: 'ok    ', aviso: 'aviso ', error: 'error ' };

/** `npm run doctor`: one line per check; exits 1 when any is an error (scripts, monitoring). */
async function run(): Promise<void> {
  const findings = await runChecks();
  for (const finding of findings) console.log(`${LABELS[finding.level]} ${finding.text}`);
  const errors = findings.filter((finding) => finding.level === 'error').length;
  const warnings = findings.filter((finding) => finding.level === 'aviso').length;
  console.log(`\n${errors} ${errors === 1 ? 'error' : 'errores'}, ${warnings} ${warnings === 1 ? 'aviso' : 'avisos'}.`);
  if (errors > 0) process.exitCode = 1;
}

run().catch((error: unknown) => {
  console.error(`error  ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
