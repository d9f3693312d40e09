/**
 * A signal that a route's page has been drawn (its lazy code loaded and rendered). Work that is
 * not needed for the first screen (the realtime socket's client, docs/adr/0037's budget) waits for
 * the next one, or for `fallbackMs` when no page is drawn meanwhile (a token refreshed on a page
 * already on show).
 */
let waiters: Array<() => void> = [];

/** Called by the route wrapper once its page has rendered (app/routes). */
export function pageShown(): void {
  const now = waiters;
  waiters = [];
  for (const w of now) w();
}

/** Resolves at the next `pageShown()`, or after `fallbackMs`. */
export function nextPageShown(fallbackMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiters = waiters.filter((w) => w !== done);
      resolve();
    };
    const timer = setTimeout(done, fallbackMs);
    waiters.push(done);
  });
}
