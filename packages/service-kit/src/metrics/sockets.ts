const counters = new Set<() => number>();

/**
 * Report the sockets an app holds as `mathquest_socket_connections`, read when /metrics is
 * scraped (no bookkeeping per connection). A process that builds several apps (integration
 * tests) reports their sum. Returns the call that stops counting this app (on close).
 */
export function observeSocketConnections(count: () => number): () => void {
  counters.add(count);
  return () => {
    counters.delete(count);
  };
}

/** The sum of every observed app's sockets now. */
export function socketConnectionsNow(): number {
  let total = 0;
  for (const count of counters) total += count();
  return total;
}
