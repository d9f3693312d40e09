import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * What a page fetches when it opens, and again when the child presses 'Try again': `load` runs
 * on mount and on each retry; `onLoaded` gets its result unless the page has gone (or a newer
 * load started) meanwhile; a failure is logged and reported as `failed` for the page's
 * error panel. The latest callbacks are used, so callers pass plain inline functions.
 */
export function usePageLoad<T>(load: () => Promise<T>, onLoaded: (value: T) => void, what: string): { failed: boolean; retry: () => void } {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const callbacks = useRef({ load, onLoaded });
  useEffect(() => {
    callbacks.current = { load, onLoaded };
  });

  useEffect(() => {
    let live = true;
    setFailed(false);
    callbacks.current
      .load()
      .then((value) => {
        if (live) callbacks.current.onLoaded(value);
      })
      .catch((err: unknown) => {
        console.error(`Failed to load ${what}`, err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [attempt, what]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { failed, retry };
}
