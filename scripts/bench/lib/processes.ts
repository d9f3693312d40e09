/**
 * The processes of a running stack, found by the TCP port each listens on (Linux /proc), and
 * their CPU time and resident memory.
 *
 * A listening socket appears in /proc/net/tcp (or tcp6, where the JVM listens) with its inode;
 * the process holding it has a /proc/<pid>/fd entry pointing at socket:[inode].
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface StackPort {
  name: string;
  port: number;
}

export interface StackProcess extends StackPort {
  pid: number;
}

/** The ports of a stack started by `npm start` with MATHQUEST_PORT_OFFSET=offset (scripts/start.ts). */
export function stackPorts(offset: number): StackPort[] {
  return [
    { name: 'gateway', port: 8080 },
    { name: 'auth', port: 4001 },
    { name: 'game', port: 4002 },
    { name: 'engagement', port: 4003 },
    { name: 'teacher', port: 4004 },
    { name: 'realtime', port: 4005 },
    { name: 'storage', port: 27117 },
    { name: 'nats', port: 4322 },
    { name: 'redis', port: 6479 },
  ].map((p) => ({ ...p, port: p.port + offset }));
}

/** The services of the stack that serve /metrics on their own port. */
export const METRICS_SERVICES = ['auth', 'game', 'engagement', 'teacher', 'realtime'];

const LISTEN = '0A';

/** Inodes of listening TCP sockets by local port. */
function listeningInodes(): Map<number, string> {
  const byPort = new Map<number, string>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f.length < 10 || f[3] !== LISTEN) continue;
      const port = Number.parseInt(f[1]!.split(':')[1]!, 16);
      byPort.set(port, f[9]!);
    }
  }
  return byPort;
}

/** The pid listening on each port (ports nothing listens on, or whose process is not ours to see, are left out). */
export function findStackProcesses(ports: StackPort[]): StackProcess[] {
  const inodes = listeningInodes();
  const wanted = new Map<string, StackPort>();
  for (const p of ports) {
    const inode = inodes.get(p.port);
    if (inode) wanted.set(`socket:[${inode}]`, p);
  }
  const found: StackProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || wanted.size === 0) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      const port = wanted.get(target);
      if (port) {
        found.push({ ...port, pid: Number(entry) });
        wanted.delete(target);
      }
    }
  }
  return ports.map((p) => found.find((f) => f.name === p.name)).filter((f): f is StackProcess => f !== undefined);
}

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU time (user + system, all threads) of a process so far, in milliseconds. */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at state (field 3); utime and stime are fields 14 and 15.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(rest[11]) + Number(rest[12])) * 1000) / clockTicks();
}

/** The benchmark's own row wherever CPU is listed per process. */
export const BENCH_CLIENT = 'bench client';

/** CPU ms so far of each of `processes` still running, and of this process as BENCH_CLIENT. */
export function cpuByProcess(processes: readonly Pick<StackProcess, 'name' | 'pid'>[]): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const p of processes) {
    try {
      cpu.set(p.name, cpuMs(p.pid));
    } catch {
      /* exited: its row is left out */
    }
  }
  const own = process.cpuUsage();
  cpu.set(BENCH_CLIENT, (own.user + own.system) / 1000);
  return cpu;
}

/** Resident memory of a process, in bytes. */
export function rssBytes(pid: number): number {
  const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : NaN;
}

/** The port offset of a stack from its gateway URL (the gateway listens on 8080 + offset), unless MATHQUEST_PORT_OFFSET says. */
export function portOffset(gatewayUrl: string): number {
  const env = process.env.MATHQUEST_PORT_OFFSET;
  if (env !== undefined && env !== '') return Number.parseInt(env, 10) || 0;
  const port = Number(new URL(gatewayUrl).port || 80);
  return port - 8080;
}

/**
 * CPU milliseconds per second of each process over `seconds` with no load from the benchmark:
 * the background work (sweeps, timers), which must not grow with the data the stack holds.
 */
export async function idleCpu(processes: readonly StackProcess[], seconds: number): Promise<Map<string, number>> {
  const read = () => new Map(processes.map((p) => [p.name, cpuMs(p.pid)]));
  const before = read();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const after = read();
  return new Map(processes.map((p) => [p.name, (after.get(p.name)! - before.get(p.name)!) / seconds]));
}
