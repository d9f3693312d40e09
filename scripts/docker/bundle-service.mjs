#!/usr/bin/env node
// Bundle one service for its production image (used by services/<name>/Dockerfile):
//
//   node scripts/docker/bundle-service.mjs <service> [outDir]
//
// esbuild bundles services/<service>/src/server.ts (and src/cli.ts when present) into one ESM
// file each: the workspace packages (@mathquest/*) are inlined, third-party packages stay
// external. A package.json listing exactly the external packages the bundle imports, pinned to
// the versions installed here (from package-lock.json via node_modules), is written beside it
// so the runtime stage installs production dependencies only.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const service = process.argv[2];
if (!service || !existsSync(join(ROOT, 'services', service, 'src', 'server.ts'))) {
  console.error(`usage: bundle-service.mjs <service>  (services/<service>/src/server.ts must exist)`);
  process.exit(2);
}
const outDir = resolve(process.argv[3] ?? join(ROOT, 'dist', 'docker', service));
mkdirSync(outDir, { recursive: true });

const builtins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const packageName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

/** Everything that is not relative, absolute, a Node builtin or a workspace package is external. */
const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (builtins.has(args.path) || args.path.startsWith('@mathquest/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const entryPoints = { server: join(ROOT, 'services', service, 'src', 'server.ts') };
const cli = join(ROOT, 'services', service, 'src', 'cli.ts');
if (existsSync(cli)) entryPoints.cli = cli;

const result = await build({
  entryPoints,
  outdir: outDir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: false,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  conditions: ['@source'],
  metafile: true,
  logLevel: 'warning',
  plugins: [externalThirdParty],
  banner: { js: "import { createRequire as __mqCreateRequire } from 'node:module'; const require = __mqCreateRequire(import.meta.url);" },
});

// Exact versions of the external packages the bundle imports, as installed for this service.
const req = createRequire(join(ROOT, 'services', service, 'package.json'));
const deps = {};
for (const out of Object.values(result.metafile.outputs)) {
  for (const imp of out.imports) {
    if (!imp.external || builtins.has(imp.path)) continue;
    const name = packageName(imp.path);
    if (deps[name]) continue;
    let version;
    try {
      version = JSON.parse(readFileSync(req.resolve(`${name}/package.json`), 'utf8')).version;
    } catch {
      // Packages without an exported package.json: walk node_modules directly.
      for (const base of [join(ROOT, 'services', service), ROOT]) {
        const p = join(base, 'node_modules', name, 'package.json');
        if (existsSync(p)) {
          version = JSON.parse(readFileSync(p, 'utf8')).version;
          break;
        }
      }
    }
    if (!version) throw new Error(`cannot find the installed version of '${name}' (imported by the ${service} bundle)`);
    deps[name] = version;
  }
}
const sorted = Object.fromEntries(Object.entries(deps).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(
  join(outDir, 'package.json'),
  `${JSON.stringify({ name: `@mathquest/${service}-image`, private: true, type: 'module', dependencies: sorted }, null, 2)}\n`,
);
console.log(`[bundle] ${service}: ${Object.keys(entryPoints).map((e) => `${e}.mjs`).join(', ')} + ${Object.keys(sorted).length} external packages -> ${outDir}`);
