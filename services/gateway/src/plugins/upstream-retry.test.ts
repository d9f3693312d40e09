import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { retryOnceWhenGoingAway, RETRY_DELAY_MS, safeToRepeat, wentAway } from './upstream-retry.js';

const error = (code: string) => Object.assign(new Error(code), { code });
const get = { method: 'GET', headers: {} };

describe('the gateway retry of a request whose instance went away', () => {
  it.each(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'UND_ERR_CLOSED', 'UND_ERR_CONNECT_TIMEOUT', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'])(
    'takes %s for an instance going away or gone',
    (code) => {
      expect(wentAway(error(code), null)).toBe(true);
    },
  );

  it('does not take a slow answer, a refusal of the request or an unknown error for an instance going away', () => {
    expect(wentAway(error('UND_ERR_HEADERS_TIMEOUT'), null)).toBe(false);
    expect(wentAway(error('FST_REPLY_FROM_GATEWAY_TIMEOUT'), null)).toBe(false);
    expect(wentAway(new Error('no code'), null)).toBe(false);
    expect(wentAway(null, { statusCode: 503, headers: {} })).toBe(false);
    expect(wentAway(null, { statusCode: 500, headers: { connection: 'close' } })).toBe(false);
    expect(wentAway(null, { statusCode: 503, headers: { connection: 'close' } })).toBe(true);
  });

  it('repeats only what is safe to send twice: safe methods, and keyed requests whose body the gateway holds', () => {
    expect(safeToRepeat(get)).toBe(true);
    expect(safeToRepeat({ method: 'POST', headers: {} })).toBe(false);
    expect(safeToRepeat({ method: 'POST', headers: { 'idempotency-key': 'k' }, body: { answer: '3' } })).toBe(true);
    expect(safeToRepeat({ method: 'POST', headers: { 'idempotency-key': 'k' }, body: Readable.from(['x']) })).toBe(false);
  });

  it('retries once, after a short pause', () => {
    expect(retryOnceWhenGoingAway({ err: error('UND_ERR_CONNECT_TIMEOUT'), req: get, attempt: 0 })).toBe(RETRY_DELAY_MS);
    expect(retryOnceWhenGoingAway({ err: error('UND_ERR_CONNECT_TIMEOUT'), req: get, attempt: 1 })).toBeNull();
    expect(retryOnceWhenGoingAway({ err: error('ECONNRESET'), req: { method: 'POST', headers: {} }, attempt: 0 })).toBeNull();
  });
});
