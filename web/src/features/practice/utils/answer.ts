/** Empty or whitespace-only answers cannot be submitted, nor while checking (docs/product/practice.md, answering). */
export function canSubmitAnswer(answer: string, checking: boolean): boolean {
  return !checking && answer.trim().length > 0;
}

/** Whole seconds since the problem was shown, capped to what the server accepts. */
export function secondsSince(startMs: number, nowMs: number = Date.now()): number {
  return Math.max(0, Math.min(3600, Math.round((nowMs - startMs) / 1000)));
}
