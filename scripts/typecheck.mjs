#!/usr/bin/env node
// `npm run typecheck`: `tsc --noEmit -p <tsconfig>` for the root project and every workspace
// that has a tsconfig.json (two at a time). Exits non-zero if any project has type errors.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TSC = join(ROOT, 'node_modules', '.bin', 'tsc');

const projects = [join(ROOT, 'tsconfig.json')];
for (const group of ['packages', 'services']) {
  for (const d of readdirSync(join(ROOT, group)).sort()) {
    const p = join(ROOT, group, d, 'tsconfig.json');
    if (existsSync(p)) projects.push(p);
  }
}
for (const d of ['web', 'e2e']) if (existsSync(join(ROOT, d, 'tsconfig.json'))) projects.push(join(ROOT, d, 'tsconfig.json'));
const only = process.argv.slice(2);
const selected = only.length ? projects.filter((p) => only.some((o) => relative(ROOT, p).startsWith(o))) : projects;

function check(project) {
  return new Promise((res) => {
    const t0 = Date.now();
    const child = spawn(TSC, ['--noEmit', '--pretty', 'false', '-p', project], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    child.on('exit', (code) => res({ project: relative(ROOT, project), ok: code === 0, out, secs: (Date.now() - t0) / 1000 }));
  });
}

const queue = [...selected];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) {
      const r = await check(queue.shift());
      results.push(r);
      console.log(`[typecheck] ${r.ok ? 'ok    ' : 'FAILED'} ${r.project} (${r.secs.toFixed(1)}s)`);
      if (!r.ok) process.stdout.write(r.out);
    }
  }),
);
const failed = results.filter((r) => !r.ok);
console.log(`[typecheck] ${results.length - failed.length}/${results.length} projects clean`);
process.exit(failed.length ? 1 : 0);
