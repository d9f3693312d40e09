/**
 * The Helm chart (deploy/helm/mathquest), proved offline (docs/adr/0215): for every values file
 * under deploy/helm/values, `helm lint` and `helm template` for the targeted Kubernetes release,
 * every rendered object validated by kubeconform (strict: a misspelt field fails) against that
 * release's API schemas, the ServiceMonitors and PrometheusRule against prometheus-operator's CRDs
 * of its pinned release; values the chart cannot run with refused by `helm template` with the
 * value's name; the alert rules loaded and unit-tested by promtool; the dashboards' queries
 * parsed by promtool; every metric they name one the services export (or the NATS exporter's).
 *
 * The tools are built on first use (scripts/lib/deploy-tools.ts, about 15 minutes on a 2-core
 * machine, then cached under .tools/deploy). A machine where they cannot be had FAILS this test
 * with the reason: CI must prove the chart, never skip it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments, parse as parseYaml, stringify } from 'yaml';
import { processMetrics } from '../packages/service-kit/src/metrics/registry.js';
import { ensureDeployTools, KUBERNETES_VERSION, type DeployTools } from './lib/deploy-tools.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHART = join(ROOT, 'deploy', 'helm', 'mathquest');
const VALUES_DIR = join(ROOT, 'deploy', 'helm', 'values');
const VALUES_FILES = readdirSync(VALUES_DIR).filter((f) => f.endsWith('.yaml')).sort();
const SERVICES = ['gateway', 'auth', 'game', 'engagement', 'teacher', 'realtime'];
/** Metrics of prometheus-nats-exporter (the official NATS chart's exporter) and Prometheus' own `up`. */
const FOREIGN_METRICS = new Set(['up', 'jetstream_stream_total_bytes', 'jetstream_stream_limit_bytes', 'jetstream_stream_total_messages', 'jetstream_stream_limit_messages']);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(cmd: string, args: string[], cwd = ROOT): Run {
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (res.error) throw res.error;
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

function ok(r: Run, what: string): string {
  if (r.status !== 0) throw new Error(`${what} exited with ${r.status}:\n${r.stderr}\n${r.stdout}`);
  return r.stdout;
}

type K8sObject = { apiVersion: string; kind: string; metadata: { name: string; labels?: Record<string, string> }; spec?: unknown; data?: Record<string, string> };
/** The parts of the rendered objects the assertions read. */
interface Container {
  livenessProbe: { httpGet: { path: string } };
  readinessProbe: { httpGet: { path: string } };
  resources: { requests: Record<string, string>; limits: Record<string, string> };
  securityContext: { readOnlyRootFilesystem: boolean };
  lifecycle: { preStop: { exec: { command: string[] } } };
}
interface DeploymentSpec {
  replicas?: number;
  template: { spec: { terminationGracePeriodSeconds: number; containers: Container[]; volumes: { name: string; secret?: { secretName: string; items: unknown[] } }[]; topologySpreadConstraints: { topologyKey: string }[] } };
}
interface IngressSpec {
  rules: { http: { paths: { backend: { service: { name: string } } }[] } }[];
}
interface NetworkPolicySpec {
  ingress: { from: { podSelector?: { matchLabels?: Record<string, string> } }[] }[];
  egress: { ports: { port: number }[] }[];
}

let tools: DeployTools;
let work: string;

beforeAll(async () => {
  const t0 = Date.now();
  tools = await ensureDeployTools();
  if (Object.keys(tools.built).length) console.log(`[helm-chart] built ${JSON.stringify(tools.built)} (s) in ${Math.round((Date.now() - t0) / 1000)} s`);
  work = mkdtempSync(join(tmpdir(), 'mq-helm-'));
}, 45 * 60_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** kubeconform's schema folders: the Kubernetes release's kinds, then prometheus-operator's. */
function schemaLocations(): string[] {
  return [tools.schemasDir, tools.operatorSchemasDir].flatMap((dir) => ['-schema-location', `${dir}/{{ .ResourceKind }}{{ .KindSuffix }}.json`]);
}

function helmTemplate(args: string[]): Run {
  return run(tools.helm, ['template', 'mq', CHART, '--namespace', 'mq', '--kube-version', KUBERNETES_VERSION, ...args]);
}

function render(valuesFile: string): K8sObject[] {
  const out = ok(helmTemplate(['-f', join(VALUES_DIR, valuesFile)]), `helm template -f ${valuesFile}`);
  return parseAllDocuments(out)
    .map((d) => d.toJS() as K8sObject | null)
    .filter((o): o is K8sObject => o !== null);
}

function ofKind(objects: K8sObject[], kind: string): K8sObject[] {
  return objects.filter((o) => o.kind === kind);
}

function component(o: K8sObject): string | undefined {
  return o.metadata.labels?.['app.kubernetes.io/component'];
}

describe.each(VALUES_FILES)('the chart with deploy/helm/values/%s', (valuesFile) => {
  it('passes helm lint (strict)', () => {
    ok(run(tools.helm, ['lint', '--strict', '--kube-version', KUBERNETES_VERSION, CHART, '-f', join(VALUES_DIR, valuesFile)]), 'helm lint');
  });

  it(`renders objects that are valid against the Kubernetes ${KUBERNETES_VERSION} API schemas (kubeconform, strict)`, () => {
    const out = ok(helmTemplate(['-f', join(VALUES_DIR, valuesFile)]), 'helm template');
    const file = join(work, `${valuesFile}.rendered.yaml`);
    writeFileSync(file, out);
    const res = run(tools.kubeconform, ['-strict', '-summary', '-output', 'json', ...schemaLocations(), file]);
    const report = JSON.parse(res.stdout) as { resources: { kind: string; name: string; status: string; msg: string }[]; summary: { valid: number; invalid: number; errors: number; skipped: number } };
    const bad = report.resources.filter((r) => r.status !== 'statusValid' && r.status !== 'statusSkipped');
    expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
    expect(res.status).toBe(0);
    // Every object checked, the prometheus-operator kinds included (none skipped, none without a schema).
    expect(report.summary).toMatchObject({ valid: render(valuesFile).length, invalid: 0, errors: 0, skipped: 0 });
  });

  it('is checked by schemas that refuse a misspelt field and a wrong type (the validation is not vacuous)', () => {
    const out = ok(helmTemplate(['-f', join(VALUES_DIR, valuesFile)]), 'helm template');
    const file = join(work, `${valuesFile}.broken.yaml`);
    writeFileSync(file, out.replace('revisionHistoryLimit: 5', 'revisionHistoryLimt: 5').replace(/timeoutSeconds: 3/, 'timeoutSeconds: "3s"'));
    const res = run(tools.kubeconform, ['-strict', ...schemaLocations(), file]);
    expect(res.status).not.toBe(0);
    expect(res.stdout).toMatch(/additional properties 'revisionHistoryLimt' not allowed/);
    expect(res.stdout).toMatch(/timeoutSeconds': got string, want integer/);
  });

  it('runs the six services with probes on /healthz and /readyz, requests and limits, the key Secret mounted read-only', () => {
    const objects = render(valuesFile);
    const deployments = ofKind(objects, 'Deployment');
    expect(deployments.map(component).sort()).toEqual([...SERVICES].sort());
    for (const d of deployments) {
      const pod = (d.spec as DeploymentSpec).template.spec;
      const container = pod.containers[0]!;
      expect(container.livenessProbe.httpGet.path).toBe('/healthz');
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
      expect(container.resources.requests.memory).toBeTruthy();
      expect(container.resources.limits.memory).toBeTruthy();
      expect(container.securityContext.readOnlyRootFilesystem).toBe(true);
      const jwt = pod.volumes.find((v) => v.name === 'jwt')!;
      expect(jwt.secret!.secretName).toBeTruthy();
      // Only auth gets the private key.
      expect(jwt.secret!.items.length).toBe(component(d) === 'auth' ? 2 : 1);
      expect(pod.topologySpreadConstraints.map((c) => c.topologyKey)).toEqual(['topology.kubernetes.io/zone', 'kubernetes.io/hostname']);
    }
  });

  it('stops a pod in the shutdown order: preStop while it leaves the Service, then SIGTERM drains within SHUTDOWN_GRACE_MS, before the kill', () => {
    const objects = render(valuesFile);
    const configs = ofKind(objects, 'ConfigMap');
    for (const d of ofKind(objects, 'Deployment')) {
      const pod = (d.spec as DeploymentSpec).template.spec;
      const container = pod.containers[0]!;
      const [sleep, seconds] = container.lifecycle.preStop.exec.command;
      expect(sleep).toBe('sleep');
      const config = configs.find((c) => component(c) === component(d) && c.data?.SHUTDOWN_GRACE_MS);
      const graceMs = Number(config?.data?.SHUTDOWN_GRACE_MS);
      expect(graceMs).toBeGreaterThan(0);
      expect(Number(seconds) * 1000 + graceMs).toBeLessThan(pod.terminationGracePeriodSeconds * 1000);
      // Readiness on /readyz, which answers 503 from the SIGTERM on.
      expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    }
  });

  it('exposes only the gateway: the Ingress points at it, every other Service is headless and admits only its callers', () => {
    const objects = render(valuesFile);
    for (const ingress of ofKind(objects, 'Ingress')) {
      const backends = (ingress.spec as IngressSpec).rules.flatMap((r) => r.http.paths.map((p) => p.backend.service.name));
      expect(new Set(backends)).toEqual(new Set(['mq-mathquest-gateway']));
    }
    for (const service of ofKind(objects, 'Service')) {
      const spec = service.spec as { type?: string; clusterIP?: string };
      expect(spec.type ?? 'ClusterIP').toBe('ClusterIP');
      if (component(service) !== 'gateway') expect(spec.clusterIP).toBe('None');
    }
    const policies = ofKind(objects, 'NetworkPolicy');
    if (policies.length === 0) return; // networkPolicy.enabled: false (the local test)
    expect(policies.map(component).sort()).toEqual([...SERVICES].sort());
    const policyOf = (name: string) => policies.find((p) => component(p) === name)!.spec as NetworkPolicySpec;
    const callers = (name: string) =>
      policyOf(name)
        .ingress.flatMap((rule) => rule.from)
        .map((peer) => peer.podSelector?.matchLabels?.['app.kubernetes.io/component'])
        .filter(Boolean)
        .sort();
    // Auth collects an account export's parts from every other service (docs/product/privacy.md).
    expect(callers('game')).toEqual(['auth', 'engagement', 'gateway']);
    expect(callers('auth')).toEqual(['gateway']);
    for (const name of ['engagement', 'teacher', 'realtime']) expect(callers(name)).toEqual(['auth', 'gateway']);
    // Realtime reaches NATS and Redis, never MongoDB: its egress has no MongoDB port.
    const realtimePorts = policyOf('realtime').egress.flatMap((rule) => rule.ports.map((p) => p.port));
    expect(realtimePorts).not.toContain(27017);
  });

  it('autoscales only what its values enable, each with a CPU request to measure against', () => {
    const objects = render(valuesFile);
    const deployments = new Map(ofKind(objects, 'Deployment').map((d) => [component(d), d]));
    for (const hpa of ofKind(objects, 'HorizontalPodAutoscaler')) {
      const target = deployments.get(component(hpa))!.spec as DeploymentSpec;
      expect(['game', 'realtime', 'engagement']).toContain(component(hpa));
      expect(target.replicas).toBeUndefined();
      expect(target.template.spec.containers[0]!.resources.requests.cpu).toBeTruthy();
    }
  });
});

describe('values the chart cannot run with', () => {
  const base = ['-f', join(VALUES_DIR, 'small-school.yaml')];
  const refused: [string, string[], RegExp][] = [
    ['a missing key Secret', ['--set', 'jwt.existingSecret='], /jwt\.existingSecret is required/],
    ['a missing public origin', ['--set', 'publicOrigin='], /publicOrigin is required/],
    ['no URL for NATS', ['--set', 'infrastructure.nats.url='], /infrastructure\.nats\.url or infrastructure\.nats\.existingSecret is required/],
    ['a memory request above its limit', ['--set', 'services.game.resources.requests.memory=1Gi'], /services\.game\.resources\.requests\.memory \(1Gi\) is above services\.game\.resources\.limits\.memory \(640Mi\)/],
    ['a CPU request above its limit', ['--set', 'services.auth.resources.requests.cpu=1500m'], /services\.auth\.resources\.requests\.cpu \(1500m\) is above services\.auth\.resources\.limits\.cpu/],
    ['a heap larger than the memory limit', ['--set', 'services.teacher.heapMB=512'], /services\.teacher\.heapMB \(512 MiB\) does not fit in services\.teacher\.resources\.limits\.memory \(448Mi\)/],
    ['a memory limit that is not a quantity', ['--set', 'services.realtime.resources.limits.memory=lots'], /services\.realtime\.resources\.limits\.memory is "lots": not a memory quantity/],
    ['no memory limit', ['--set', 'services.gateway.resources.limits.memory=null'], /services\.gateway\.resources\.limits\.memory is required/],
    ['an HPA without a CPU request', ['--set', 'services.realtime.resources.requests.cpu=null'], /services\.realtime\.resources\.requests\.cpu is required when services\.realtime\.autoscaling\.enabled/],
    ['an HPA whose maximum is below its minimum', ['--set', 'services.game.autoscaling.maxReplicas=1'], /services\.game\.autoscaling\.maxReplicas \(1\) is below services\.game\.autoscaling\.minReplicas \(2\)/],
    ['a kill before the drain ends', ['--set', 'shutdown.terminationGracePeriodSeconds=20'], /shutdown\.terminationGracePeriodSeconds \(20\) must exceed shutdown\.preStopSeconds \+ shutdown\.graceSeconds \(25\)/],
    ['NetworkPolicies with no peer for Redis', ['--set', 'networkPolicy.infrastructure.redis.to=null'], /networkPolicy\.infrastructure\.redis\.to is required when networkPolicy\.enabled/],
  ];

  it.each(refused)('%s: helm template fails and names the value', (_case, args, message) => {
    const res = helmTemplate([...base, ...args]);
    expect(res.status, res.stdout.slice(0, 500)).not.toBe(0);
    expect(res.stderr).toMatch(message);
  });

  it('the same values file without the bad value renders (the cases above fail for their value alone)', () => {
    expect(helmTemplate(base).status).toBe(0);
  });
});

describe('alert rules and dashboards', () => {
  const rulesFile = join(CHART, 'files', 'alerts.rules.yaml');

  it('promtool loads the alert rules', () => {
    const out = ok(run(tools.promtool, ['check', 'rules', rulesFile]), 'promtool check rules');
    expect(out).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('each alert fires on the series it is written for, after its delay, and not on healthy ones (promtool test rules)', () => {
    const out = ok(run(tools.promtool, ['test', 'rules', join(ROOT, 'deploy', 'helm', 'alerts-tests.yaml')]), 'promtool test rules');
    expect(out).toMatch(/SUCCESS/);
    // Every alert of the file has a test.
    const alerts = (parseYaml(readFileSync(rulesFile, 'utf8')) as { groups: { rules: { alert?: string }[] }[] }).groups.flatMap((g) => g.rules.map((r) => r.alert)).filter(Boolean);
    const tested = new Set(
      (parseYaml(readFileSync(join(ROOT, 'deploy', 'helm', 'alerts-tests.yaml'), 'utf8')) as { tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[] }).tests.flatMap((t) =>
        t.alert_rule_test.filter((a) => a.exp_alerts.length > 0).map((a) => a.alertname),
      ),
    );
    expect(alerts.filter((a) => !tested.has(a!))).toEqual([]);
  });

  it('the PrometheusRule the chart renders holds the same rules, and promtool loads them from it', () => {
    const rule = render('district.yaml').find((o) => o.kind === 'PrometheusRule')!;
    expect(rule.spec).toEqual(parseYaml(readFileSync(rulesFile, 'utf8')));
    const file = join(work, 'from-prometheusrule.yaml');
    writeFileSync(file, stringify(rule.spec));
    ok(run(tools.promtool, ['check', 'rules', file]), 'promtool check rules (rendered PrometheusRule)');
  });

  const dashboardDir = join(CHART, 'files', 'dashboards');
  const dashboards = readdirSync(dashboardDir).filter((f) => f.endsWith('.json'));

  function queries(): { panel: string; expr: string }[] {
    return dashboards.flatMap((file) => {
      const d = JSON.parse(readFileSync(join(dashboardDir, file), 'utf8')) as { panels: { title: string; targets?: { expr: string }[] }[] };
      return d.panels.flatMap((p) => (p.targets ?? []).map((t) => ({ panel: `${file}: ${p.title}`, expr: t.expr })));
    });
  }

  it("every dashboard query is PromQL that promtool parses (with Grafana's variables filled in)", () => {
    const all = queries();
    expect(all.length).toBeGreaterThan(10);
    const asRules = {
      groups: [
        {
          name: 'dashboard-queries',
          rules: all.map((q, i) => ({
            record: `dashboard:query_${i}`,
            expr: q.expr.replaceAll('$__rate_interval', '5m').replaceAll('$namespace', 'mq').replaceAll('$service', 'game|auth'),
          })),
        },
      ],
    };
    const file = join(work, 'dashboard-queries.yaml');
    writeFileSync(file, stringify(asRules));
    ok(run(tools.promtool, ['check', 'rules', file]), 'promtool check rules (dashboard queries)');
  });

  it('names only metrics the services export (the service kit registry) or the NATS exporter and Prometheus provide', async () => {
    const exported = new Set((await processMetrics().registry.getMetricsAsJSON()).map((m) => m.name));
    // The adapter's series query names what it reads from Prometheus (its `as` is the name it serves).
    const adapter = parseYaml(readFileSync(join(CHART, 'files', 'prometheus-adapter-rules.yaml'), 'utf8')) as { external: { seriesQuery: string }[] };
    const texts = [readFileSync(rulesFile, 'utf8'), ...adapter.external.map((r) => r.seriesQuery), ...queries().map((q) => q.expr)];
    const named = new Set(
      texts.flatMap((t) => [...t.matchAll(/\b(mathquest_[a-z_]+|process_[a-z_]+|nodejs_[a-z0-9_]+|jetstream_[a-z_]+|up)(?=\s*[{[(]|\s*[)>=<!]|\s*$)/gm)].map((m) => m[1]!.replace(/_(bucket|count|sum)$/, ''))),
    );
    expect(named.size).toBeGreaterThan(10);
    const unknown = [...named].filter((name) => !exported.has(name) && !FOREIGN_METRICS.has(name));
    expect(unknown).toEqual([]);
  });
});
