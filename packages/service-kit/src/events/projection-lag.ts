/**
 * A service's copy of another service's facts (a projection fed by events, docs/adr/0195) follows
 * the owner's writes by the time an event takes through the bus, usually milliseconds. A client
 * acts right after the owner's answer (it joins the guild's chat just created, starts the
 * assignment of the class just joined), so a check that finds the copy not yet matching reads it
 * again for a short, bounded while before refusing.
 */
export const PROJECTION_LAG = { tries: 15, everyMs: 200 } as const;

/** Reads until `ok` holds or the tries are spent; the last value read either way. */
export async function settled<T>(read: () => Promise<T>, ok: (value: T) => boolean, lag: { tries: number; everyMs: number } = PROJECTION_LAG): Promise<T> {
  let value = await read();
  for (let i = 1; i < lag.tries && !ok(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, lag.everyMs));
    value = await read();
  }
  return value;
}
