// The `api` stage of `npm test` (scripts/test.mjs): runs scripts/api-fuzz/run.ts and reads back
// its counts, one pass or failure per schemathesis run (a service, as one role or without a token).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runChild } from '../lib/run-child.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Resolves with the stage result scripts/test.mjs prints and counts. */
export async function runApiStage(env) {
  const dir = mkdtempSync(join(tmpdir(), 'mathquest-api-stage-'));
  const resultFile = join(dir, 'result.json');
  const t0 = Date.now();
  const { code, signal } = await runChild(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'api-fuzz', 'run.ts')], {
    cwd: ROOT,
    env: { ...env, MATHQUEST_API_FUZZ_RESULT: resultFile },
  });
  let passed = 0;
  let failed = 0;
  let total = 0;
  if (existsSync(resultFile)) {
    try {
      ({ passed, failed, total } = JSON.parse(readFileSync(resultFile, 'utf8')));
    } catch {
      /* counted below */
    }
  }
  rmSync(dir, { recursive: true, force: true });
  // A run that ended without counts (the stack did not start, schemathesis is missing) is one failure.
  if (code !== 0 && failed === 0) failed = 1;
  return { stage: 'api', ok: code === 0, code: code ?? (signal ? 1 : 0), passed, failed, total, secs: (Date.now() - t0) / 1000 };
}
