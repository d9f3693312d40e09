/**
 * A fixed-window counter per key, in this process's memory. Used for the generous read
 * limit so cheap GETs cost no Redis round trip (docs/adr/0011); N gateway instances make the
 * effective limit N times higher, which is acceptable for a limit meant to stop floods only.
 */
export class LocalWindowLimiter {
  private counts = new Map<string, number>();
  private windowStart: number;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Bound on distinct keys per window, so spoofed-source floods cannot grow memory without limit. */
    private readonly maxKeys = 100_000,
  ) {
    this.windowStart = now();
  }

  /** Count one hit; returns the seconds until the window resets if the key is over its limit, else 0. */
  hit(key: string): number {
    const t = this.now();
    if (t - this.windowStart >= this.windowMs) {
      this.counts.clear();
      this.windowStart = t;
    }
    const n = (this.counts.get(key) ?? 0) + 1;
    if (n === 1 && this.counts.size >= this.maxKeys) return 0;
    this.counts.set(key, n);
    return n > this.max ? Math.max(1, Math.ceil((this.windowStart + this.windowMs - t) / 1000)) : 0;
  }
}
