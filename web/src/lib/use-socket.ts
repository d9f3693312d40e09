import { useEffect, useState } from 'react';
import { getSocket, type RealtimeSocket } from './socket';

/** How often a page opened before the socket looks for it again. */
const LOOK_AGAIN_MS = 200;

/**
 * The realtime socket for a component's listeners: it is opened at sign-in, so a page opened
 * straight after may get it a moment later; the listeners are bound once it is there.
 */
export function useSocket(): RealtimeSocket | null {
  const [socket, setSocket] = useState<RealtimeSocket | null>(() => getSocket());
  useEffect(() => {
    if (socket) return;
    const t = setInterval(() => {
      const s = getSocket();
      if (s) setSocket(s);
    }, LOOK_AGAIN_MS);
    return () => clearInterval(t);
  }, [socket]);
  return socket;
}
