/** Sockets one user may hold open at once, unless configured otherwise. */
export const DEFAULT_MAX_SOCKETS_PER_USER = 5;

export interface OpenSocket {
  id: string;
  /** When the socket's handshake was accepted (ms since the epoch). */
  connectedAt: number;
}

/**
 * The sockets to close so that a user keeps at most `max`: the oldest ones. Ties are broken by
 * id, so every instance that runs this on the same sockets picks the same ones.
 */
export function socketsOverLimit<S extends OpenSocket>(sockets: readonly S[], max: number): S[] {
  const newestFirst = [...sockets].sort((a, b) => b.connectedAt - a.connectedAt || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return newestFirst.slice(max);
}
