/**
 * The gateway's own reads from the services (a student's profile, a parent's children grant) go
 * through the same spreading dispatchers as the proxies (docs/adr/0150): undici's fetch with the
 * dispatcher of the URL's origin.
 */
import { fetch as undiciFetch, type Dispatcher } from 'undici';

/** What the gateway's reads use of a fetch answer (the global fetch's and undici's both fit). */
export interface UpstreamAnswer {
  status: number;
  headers: { get(name: string): string | null };
  body: { cancel(): Promise<void> } | null;
  json(): Promise<unknown>;
}

/** A GET to a service. */
export type UpstreamFetch = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => Promise<UpstreamAnswer>;

/** Node's global fetch: the default where no dispatcher is given (unit tests). */
export const plainFetch: UpstreamFetch = (url, init) => fetch(url, init);

/** undici's fetch through the dispatcher of the URL's origin (the plain one for another origin). */
export function spreadFetch(dispatcherOf: (origin: string) => Dispatcher | undefined): UpstreamFetch {
  return (url, init) => {
    const dispatcher = dispatcherOf(new URL(url).origin);
    return undiciFetch(url, dispatcher ? { ...init, dispatcher } : init);
  };
}
