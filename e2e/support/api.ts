import type { BrowserStack } from './browser-stack.js';

/**
 * The set-up calls a browser test makes without the browser: a POST with a JSON body to the
 * stack's gateway, with a bearer token when given. The stack is read at each call (it is set by
 * the block's beforeAll).
 */
export function gatewayPost(e2e: Pick<BrowserStack, 'stack'>) {
  return (path: string, body: unknown, token?: string) =>
    fetch(`${e2e.stack.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
}
