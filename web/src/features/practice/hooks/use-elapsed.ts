import { useEffect, useState } from 'react';

/** Whole seconds since `start`, ticking once a second; frozen while `paused`. */
export function useElapsed(start: number | null, paused: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (start === null || paused) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [start, paused]);
  return start === null ? 0 : Math.max(0, Math.floor((now - start) / 1000));
}
