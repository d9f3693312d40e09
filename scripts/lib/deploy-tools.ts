/**
 * The tools that check the Helm chart offline (docs/adr/0215): helm, kubeconform and promtool
 * built with `go install` from pinned versions, and the Kubernetes API's JSON schemas made from
 * the OpenAPI documents of the pinned Kubernetes release (its Go module, api/openapi-spec/v3).
 * Everything goes under .tools/deploy/ (gitignored); a second call finds it there and builds
 * nothing. Only the Go toolchain and the Go module proxy are needed: no release downloads, no
 * chart repository, no cluster.
 *
 *   npx tsx scripts/lib/deploy-tools.ts   builds what is missing and prints the paths
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEPLOY_TOOLS_DIR = join(ROOT, '.tools', 'deploy');

/** Pinned versions: a change here rebuilds (each lives in a folder named by its version). */
export const TOOL_VERSIONS: Record<'helm' | 'kubeconform' | 'promtool', { pkg: string; version: string; tags?: string }> = {
  helm: { pkg: 'helm.sh/helm/v3/cmd/helm', version: 'v3.22.0' },
  kubeconform: { pkg: 'github.com/yannh/kubeconform/cmd/kubeconform', version: 'v0.8.0' },
  // Prometheus 3.x's module. `remove_all_sd` leaves out the service-discovery plugins (the cloud
  // SDKs, most of the build): checking and unit-testing rule files needs none of them.
  promtool: { pkg: 'github.com/prometheus/prometheus/cmd/promtool', version: 'v0.316.0', tags: 'remove_all_sd' },
};
/** The Kubernetes release the chart targets (Chart.yaml's kubeVersion is its floor). */
export const KUBERNETES_VERSION = '1.36.3';
/** The prometheus-operator release whose CRDs (ServiceMonitor, PrometheusRule) the chart's monitoring objects are checked against. */
export const PROMETHEUS_OPERATOR_VERSION = '0.85.0';
/** Bump when the schema conversion below changes, to regenerate the schemas. */
const SCHEMA_RECIPE = '1';

export type ToolName = keyof typeof TOOL_VERSIONS;

export interface DeployTools {
  helm: string;
  kubeconform: string;
  promtool: string;
  /** Folder of per-kind JSON schemas, named as kubeconform's `{{ .ResourceKind }}{{ .KindSuffix }}.json`. */
  schemasDir: string;
  /** The same for prometheus-operator's kinds, from the CRDs of its release. */
  operatorSchemasDir: string;
  /** Seconds each missing piece took to build this time (empty when everything was there). */
  built: Record<string, number>;
}

/** The Go toolchain: `go` on PATH, else the usual install folder; null when there is none. */
export function findGo(): string | null {
  for (const candidate of ['go', '/usr/local/go/bin/go', '/usr/lib/go/bin/go']) {
    const res = spawnSync(candidate, ['version'], { encoding: 'utf8' });
    if (res.status === 0) return candidate;
  }
  return null;
}

function goOrFail(): string {
  const go = findGo();
  if (!go) {
    throw new Error(
      'The chart check needs the Go toolchain to build helm, kubeconform and promtool (no go on PATH, ' +
        'none at /usr/local/go/bin/go). Install it (apt-get install golang-go, or the official tarball) and run again.',
    );
  }
  return go;
}

/**
 * Run a Go command, without blocking the event loop (a test runner's worker stays responsive
 * through a build of minutes). From a folder outside any Go module: `go install pkg@version` and
 * `go mod download mod@version` need none.
 */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { env, cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString()));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString()));
    child.on('error', (err) => reject(new Error(`${cmd} ${args.join(' ')}: ${err.message}`)));
    child.on('close', (code) => (code === 0 ? resolvePromise(stdout) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}:\n${stderr}${stdout}`))));
  });
}

/** Build one tool into .tools/deploy/<name>@<version>/<name>, unless it is there. */
async function ensureTool(name: ToolName, built: Record<string, number>): Promise<string> {
  const { pkg, version, tags } = TOOL_VERSIONS[name];
  const dir = join(DEPLOY_TOOLS_DIR, `${name}@${version}${tags ? `-${tags}` : ''}`);
  const bin = join(dir, name);
  if (existsSync(bin)) return bin;
  const go = goOrFail();
  const t0 = Date.now();
  // Into a folder of its own, renamed when complete: a build cut short leaves nothing behind
  // that looks finished, and two checkouts never share one.
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  try {
    await run(go, ['install', ...(tags ? ['-tags', tags] : []), `${pkg}@${version}`], { ...process.env, GOBIN: tmp, CGO_ENABLED: '0' });
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw new Error(`could not build ${name} ${version} with go install (the Go module proxy must be reachable): ${(err as Error).message}`);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  built[name] = Math.round((Date.now() - t0) / 1000);
  return bin;
}

type JsonObject = { [key: string]: unknown };

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * One schema of the OpenAPI v3 documents made into plain JSON schema: references point into
 * `definitions`, nullable becomes a type that admits null, and every object with listed
 * properties admits no others (kubeconform's strict mode reads it from the schema: a misspelt
 * field fails instead of being dropped by the API server).
 */
function convert(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(convert);
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') out.$ref = value.replace('#/components/schemas/', '#/definitions/');
    else if (key === 'nullable') continue;
    else out[key] = convert(value);
  }
  if (node.nullable === true && typeof node.type === 'string') out.type = [node.type, 'null'];
  if (isObject(node.properties) && node.additionalProperties === undefined && node['x-kubernetes-preserve-unknown-fields'] !== true) {
    out.additionalProperties = false;
  }
  return out;
}

function refsOf(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, into));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(value.replace('#/components/schemas/', ''));
      else refsOf(value, into);
    }
  }
}

/** kubeconform's file name for a kind: lower-case kind, then the group's first label (none for core) and the version. */
export function schemaFileName(gvk: { group: string; version: string; kind: string }): string {
  const group = gvk.group ? `-${gvk.group.split('.')[0]!.toLowerCase()}` : '';
  return `${gvk.kind.toLowerCase()}${group}-${gvk.version.toLowerCase()}.json`;
}

/** Every kind of the release's OpenAPI v3 documents as a standalone schema file (its references included). */
function writeSchemas(specDir: string, outDir: string): number {
  const all = new Map<string, JsonObject>();
  for (const file of readdirSync(specDir)) {
    if (!file.endsWith('.json')) continue;
    const doc = JSON.parse(readFileSync(join(specDir, file), 'utf8')) as { components?: { schemas?: Record<string, JsonObject> } };
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) all.set(name, schema);
  }
  let count = 0;
  for (const [name, schema] of all) {
    const gvks = schema['x-kubernetes-group-version-kind'];
    if (!Array.isArray(gvks) || gvks.length !== 1) continue; // shared option types (DeleteOptions, ...) are no resources
    const gvk = gvks[0] as { group: string; version: string; kind: string };
    const needed = new Set<string>();
    const queue = [name];
    while (queue.length) {
      const next = queue.pop()!;
      if (needed.has(next)) continue;
      needed.add(next);
      const found = new Set<string>();
      refsOf(all.get(next), found);
      queue.push(...found);
    }
    needed.delete(name);
    const definitions = Object.fromEntries([...needed].sort().map((n) => [n, convert(all.get(n))]));
    const standalone = { ...(convert(schema) as JsonObject), definitions };
    writeFileSync(join(outDir, schemaFileName(gvk)), JSON.stringify(standalone));
    count++;
  }
  return count;
}

/** The pinned release's schemas in .tools/deploy/k8s-schemas-<version>-<recipe>, made once. */
export async function ensureSchemas(built: Record<string, number>): Promise<string> {
  const dir = join(DEPLOY_TOOLS_DIR, `k8s-schemas-v${KUBERNETES_VERSION}-r${SCHEMA_RECIPE}`);
  if (existsSync(join(dir, 'deployment-apps-v1.json'))) return dir;
  const go = goOrFail();
  const t0 = Date.now();
  const moduleDir = await downloadModule(go, 'k8s.io/kubernetes', `v${KUBERNETES_VERSION}`);
  const specDir = join(moduleDir, 'api', 'openapi-spec', 'v3');
  if (!existsSync(specDir)) throw new Error(`k8s.io/kubernetes@v${KUBERNETES_VERSION} has no ${specDir}`);
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const count = writeSchemas(specDir, tmp);
  if (count < 50) throw new Error(`only ${count} kinds found in ${specDir}`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  built[`k8s-schemas`] = Math.round((Date.now() - t0) / 1000);
  return dir;
}

/** Download a module of the Go module proxy; its folder in the module cache. */
async function downloadModule(go: string, path: string, version: string): Promise<string> {
  try {
    const info = JSON.parse(await run(go, ['mod', 'download', '-json', `${path}@${version}`])) as { Dir?: string; Error?: string };
    if (!info.Dir) throw new Error(info.Error ?? 'no module folder in the answer');
    return info.Dir;
  } catch (err) {
    throw new Error(`could not download ${path}@${version} from the Go module proxy: ${(err as Error).message}`);
  }
}

/**
 * prometheus-operator's CRDs (example/prometheus-operator-crd in its Go module) as kubeconform
 * schemas: each served version's openAPIV3Schema, closed to unknown fields as above.
 */
export async function ensureOperatorSchemas(built: Record<string, number>): Promise<string> {
  const dir = join(DEPLOY_TOOLS_DIR, `prometheus-operator-schemas-v${PROMETHEUS_OPERATOR_VERSION}-r${SCHEMA_RECIPE}`);
  if (existsSync(join(dir, 'servicemonitor-monitoring-v1.json'))) return dir;
  const go = goOrFail();
  const t0 = Date.now();
  const crdDir = join(await downloadModule(go, 'github.com/prometheus-operator/prometheus-operator', `v${PROMETHEUS_OPERATOR_VERSION}`), 'example', 'prometheus-operator-crd');
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  for (const file of readdirSync(crdDir).filter((f) => f.endsWith('.yaml'))) {
    const crd = parseYaml(readFileSync(join(crdDir, file), 'utf8')) as {
      spec: { group: string; names: { kind: string }; versions: { name: string; schema?: { openAPIV3Schema: JsonObject } }[] };
    };
    for (const version of crd.spec.versions) {
      if (!version.schema) continue;
      writeFileSync(join(tmp, schemaFileName({ group: crd.spec.group, version: version.name, kind: crd.spec.names.kind })), JSON.stringify(convert(version.schema.openAPIV3Schema)));
    }
  }
  if (!existsSync(join(tmp, 'servicemonitor-monitoring-v1.json'))) throw new Error(`no ServiceMonitor CRD in ${crdDir}`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  built['prometheus-operator-schemas'] = Math.round((Date.now() - t0) / 1000);
  return dir;
}

/** Everything the chart check needs, built where missing. Throws with a clear message when it cannot be had. */
export async function ensureDeployTools(): Promise<DeployTools> {
  mkdirSync(DEPLOY_TOOLS_DIR, { recursive: true });
  const built: Record<string, number> = {};
  // One after the other: two Go builds at once only share the same cores.
  const tools = {
    helm: await ensureTool('helm', built),
    kubeconform: await ensureTool('kubeconform', built),
    promtool: await ensureTool('promtool', built),
    schemasDir: await ensureSchemas(built),
    operatorSchemasDir: await ensureOperatorSchemas(built),
  };
  return { ...tools, built };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = Date.now();
  const tools = await ensureDeployTools();
  console.log(JSON.stringify({ ...tools, seconds: Math.round((Date.now() - t0) / 1000) }, null, 2));
}
