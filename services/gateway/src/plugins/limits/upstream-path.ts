/**
 * The path of a request URL as the service behind the gateway will route it, for the gateway's
 * own decisions (which body limit, which strict limit). The proxy resolves dot segments when it
 * builds the upstream URL (`/api/auth/./login` reaches auth as `/api/auth/login`), and the
 * services' router decodes percent-escapes (`/api/auth/%6Cogin` is its `/api/auth/login`); a
 * decision taken on the raw path could be dodged by spelling it differently.
 */
export function upstreamPath(url: string): string {
  const { pathname } = new URL(url, 'http://gateway.invalid');
  try {
    return decodeURIComponent(pathname);
  } catch {
    // A malformed escape: no router matches it as a route of ours either.
    return pathname;
  }
}

/** Whether the path is under `prefix` (the prefix itself included). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
