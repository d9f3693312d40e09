// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { disconnectSocket } from './socket';
import { connectNow } from '../testing/connect-now';
import { tokenStorage } from './token-storage';

afterEach(() => {
  disconnectSocket();
  tokenStorage.clear();
});

/** What the socket would send in its next handshake. */
function nextHandshake(auth: unknown): Promise<unknown> {
  if (typeof auth !== 'function') return Promise.resolve(auth);
  return new Promise((resolve) => (auth as (send: (data: unknown) => void) => void)(resolve));
}

describe('connectSocket', () => {
  it('sends the access token stored at each handshake, so a reconnection carries the refreshed one', async () => {
    tokenStorage.setTokens('first-access', 'refresh-1');
    const socket = await connectNow('first-access');
    expect(socket).not.toBeNull();
    expect(await nextHandshake(socket!.auth)).toEqual({ token: 'first-access' });
    // The API client refreshed the tokens after the socket was opened.
    tokenStorage.setTokens('second-access', 'refresh-2');
    expect(await nextHandshake(socket!.auth)).toEqual({ token: 'second-access' });
  });

  it('falls back to the token it was opened with when none is stored', async () => {
    const socket = await connectNow('given-access');
    expect(await nextHandshake(socket!.auth)).toEqual({ token: 'given-access' });
  });
});
