import type { FastifyBaseLogger } from 'fastify';

/** A sweep every `intervalMs` (one bounded pass at a time; every instance may run it, each step is conditional or idempotent). */
export function startSweep(sweep: () => Promise<number>, intervalMs: number, log: FastifyBaseLogger, what: string): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(sweep).catch((err: unknown) => log.warn({ err }, `${what} failed; the next one retries`));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
