// The `api` stage of `npm test` (scripts/test.mjs): runs scripts/api-fuzz/run.ts and reads back
// its counts, one pass or failure per schemathesis run (a service, as one role or without a token).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Resolves with the stage result scripts/test.mjs prints and counts. */
export function runApiStage(env) {
  const dir = mkdtempSync(join(tmpdir(), 'mathquest-api-stage-'));
  const resultFile = join(dir, 'result.json');
  const t0 = Date.now();
  return new Promise((res) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'api-fuzz', 'run.ts')], {
      cwd: ROOT,
      env: { ...env, MATHQUEST_API_FUZZ_RESULT: resultFile },
      stdio: 'inherit',
    });
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
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
      res({ stage: 'api', ok: code === 0, code: code ?? (signal ? 1 : 0), passed, failed, total, secs: (Date.now() - t0) / 1000 });
    });
  });
}
