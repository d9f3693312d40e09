import { pageShown } from '../lib/page-shown';
import { connectSocket, type RealtimeSocket } from '../lib/socket';

/** Opens the socket as a drawn page would let it (lib/page-shown.ts), and waits for it. */
export function connectNow(token: string): Promise<RealtimeSocket | null> {
  const opened = connectSocket(token);
  pageShown();
  return opened;
}
