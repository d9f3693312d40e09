/** Waiting on a service started as a process of its own (tests of auth and realtime processes). */
import type { ChildProcess } from 'node:child_process';

/** Resolves once the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

/** Polls `<url>/readyz` until it answers 200; fails with the process's last output if it exits or takes longer than `timeoutMs`. */
export async function waitReady(what: string, url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before it was ready:\n${output()}`);
    const ok = await fetch(`${url}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s:\n${output()}`);
}

/** Keeps the last `max` characters a process wrote (shown when it fails to start). */
export function keepOutput(child: ChildProcess, max = 4000): () => string {
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-max));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
}
