/**
 * Where a service spends its CPU: a V8 CPU profile (.cpuprofile, written by `node --cpu-prof`, e.g.
 * a stack started with MATHQUEST_CPU_PROF_DIR, scripts/start.ts) summed by self time.
 *
 *   npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [--by=package|function|own] [--top=40]
 *   npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> --inclusive=<regexp>[,<regexp>...]
 *
 * --by=package   self time by npm package (node_modules), Node internals (node:*), our own folders
 * --by=function  self time by function and file
 * --by=own       each sample given to the innermost function of our own code (services/, packages/)
 *                on its stack, else to the package of its leaf: "what in our code causes this"
 * --inclusive    the share of busy time with a frame matching each regexp (function name or URL)
 *                anywhere on the stack; async continuations start new stacks, so awaited work
 *                is not counted under its caller
 *
 * Shares are of the busy time (samples that are not `(idle)`); the profile also holds the
 * process's start (module loading), so compare shares within one profile, or profiles of runs of
 * equal length. docs/benchmarks.md ("Profiling an answer") has a worked example.
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const opt = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [--by=package|function|own] [--top=N] [--inclusive=re1,re2]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const top = Number(opt('top') ?? 40);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const OWN = /\/(services|packages)\/[^/]+\/src\//;
const isOwn = (url: string) => OWN.test(url) && !url.includes('node_modules');
const shortUrl = (url: string) => url.replace(/^.*?\/((services|packages|scripts)\/)/, '$1').replace(/^file:\/\//, '');

function packageOf(url: string): string {
  if (!url) return '(native)';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (modules) return modules[modules.length - 1]!.slice('node_modules/'.length);
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = url.match(/\/((?:services|packages)\/[^/]+)\//);
  return own ? own[1]! : shortUrl(url);
}

function stackOf(id: number): CallFrame[] {
  const frames: CallFrame[] = [];
  for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) frames.push(byId.get(n)!.callFrame);
  return frames;
}

let busy = 0;
let idle = 0;
const totals = new Map<string, number>();
const inclusive = (opt('inclusive') ?? '').split(',').filter(Boolean).map((re) => ({ re: new RegExp(re), ms: 0 }));
const by = opt('by') ?? 'package';

profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  const leaf = byId.get(id)!.callFrame;
  if (leaf.functionName === '(idle)') {
    idle += us;
    return;
  }
  busy += us;
  let key: string;
  if (by === 'function') key = `${leaf.functionName || '(anonymous)'} ${shortUrl(leaf.url) || '(native)'}:${leaf.lineNumber + 1}`;
  else if (by === 'own' || inclusive.length) {
    const stack = stackOf(id);
    const own = stack.find((f) => isOwn(f.url));
    key = own ? `${own.functionName || '(anonymous)'} ${shortUrl(own.url)}` : `[not under our code] ${packageOf(stack.find((f) => f.url)?.url ?? '')}`;
    for (const inc of inclusive) if (stack.some((f) => inc.re.test(f.functionName) || inc.re.test(f.url))) inc.ms += us;
  } else key = packageOf(leaf.url);
  totals.set(key, (totals.get(key) ?? 0) + us);
});

const pct = (us: number) => `${((100 * us) / busy).toFixed(1).padStart(5)} %`;
console.log(`${file}: busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms`);
if (inclusive.length) for (const inc of inclusive) console.log(`${pct(inc.ms)}  ${inc.re.source}`);
else for (const [key, us] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
