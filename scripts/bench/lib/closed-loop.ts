/**
 * A closed loop over players: each answers and takes the next problem as soon as the previous
 * reply arrives, so the rate found is the most the stack sustains at that concurrency.
 */
import type { Player, PlayerClient } from './players.js';
import { sleep } from './stats.js';

export interface ClosedLoopResult {
  answersPerSec: number;
  answers: number;
  errors: number;
  /** Latencies (ms) of each request in the window. */
  submit: number[];
  next: number[];
}

export async function runClosedLoop(client: PlayerClient, players: Player[], durationS: number, warmupS = 2): Promise<ClosedLoopResult> {
  let record = false;
  let stop = false;
  let answers = 0;
  let errors = 0;
  const submit: number[] = [];
  const next: number[] = [];
  const loop = async (p: Player) => {
    while (!stop) {
      const t0 = performance.now();
      try {
        await client.submit(p);
        const t1 = performance.now();
        await client.next(p);
        if (record) {
          submit.push(t1 - t0);
          next.push(performance.now() - t1);
          answers++;
        }
      } catch {
        if (record) errors++;
        // Take a fresh problem so one refused answer does not repeat forever.
        await client.next(p).catch(() => sleep(100));
      }
    }
  };
  const running = players.map(loop);
  await sleep(warmupS * 1000);
  record = true;
  const t0 = performance.now();
  await sleep(durationS * 1000);
  record = false;
  const seconds = (performance.now() - t0) / 1000;
  stop = true;
  await Promise.all(running);
  return { answersPerSec: answers / seconds, answers, errors, submit, next };
}
