/**
 * The gateway's one retry (docs/adr/0259-shutdown-order-and-gateway-retries.md) against a real
 * upstream socket that goes away under a request: the connection closed with the request unanswered,
 * or a 503 that closes its connection. A GET and a keyed answer are sent again (the same body) and
 * succeed; a POST without a key is never sent twice.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayConfig, readyGateway } from '../helpers/stack.js';

type Misbehaviour = 'close' | '503';

interface Seen {
  method: string;
  url: string;
  body: string;
}

let upstream: Server;
let gateway: FastifyInstance;
const seen: Seen[] = [];
/** Paths whose next request the upstream fails, and how; a path fails once. */
const failNext = new Map<string, Misbehaviour>();

function handle(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => (body += chunk));
  req.on('end', () => {
    const path = (req.url ?? '').split('?')[0]!;
    seen.push({ method: req.method ?? '', url: path, body });
    const misbehaviour = failNext.get(path);
    failNext.delete(path);
    if (misbehaviour === 'close') {
      // Going away with the request read and unanswered.
      req.socket.destroy();
      return;
    }
    if (misbehaviour === '503') {
      res.writeHead(503, { 'content-type': 'application/json', connection: 'close' });
      res.end('{"error":"Service Unavailable"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: true, data: { path, body: body || null } }));
  });
}

beforeAll(async () => {
  upstream = createServer(handle);
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as { port: number };
  gateway = await readyGateway(await gatewayConfig({ GAME_URL: `http://127.0.0.1:${port}` }));
});

afterAll(async () => {
  await gateway?.close();
  upstream?.closeAllConnections();
  await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
});

/** A path no other test of this file uses, so the counts below are this test's own. */
let n = 0;
const uniquePath = (base: string) => `${base}-${++n}`;
const sent = (path: string) => seen.filter((s) => s.url === path);

describe('the gateway in front of an upstream that goes away', () => {
  it('sends a GET again when its connection closed under it, and answers it', async () => {
    const path = uniquePath('/api/game/progress-check');
    failNext.set(path, 'close');
    const res = await gateway.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { path } });
    expect(sent(path)).toHaveLength(2);
  });

  it('sends a GET again when it was answered 503 by a server closing the connection', async () => {
    const path = uniquePath('/api/game/progress-check');
    failNext.set(path, '503');
    const res = await gateway.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(sent(path)).toHaveLength(2);
  });

  it('never sends a POST without an idempotency key twice: the caller gets 503', async () => {
    const path = uniquePath('/api/game/session/start-check');
    failNext.set(path, 'close');
    const res = await gateway.inject({ method: 'POST', url: path, payload: { mode: 'SOLO_PRACTICE' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(sent(path)).toHaveLength(1);
  });

  it('does not retry a POST without a key answered 503 either', async () => {
    const path = uniquePath('/api/game/session/start-check');
    failNext.set(path, '503');
    const res = await gateway.inject({ method: 'POST', url: path, payload: { mode: 'SOLO_PRACTICE' } });
    expect(res.statusCode).toBe(503);
    expect(sent(path)).toHaveLength(1);
  });

  it('sends a keyed answer again with the same body and key', async () => {
    const path = uniquePath('/api/game/problem/submit-check');
    failNext.set(path, 'close');
    const body = { sessionId: 's-1', problemId: 'p-1', answer: '3/4', timeSpent: 12, hintsUsed: 0 };
    const res = await gateway.inject({ method: 'POST', url: path, headers: { 'idempotency-key': 'answer-key-one' }, payload: body });
    expect(res.statusCode).toBe(200);
    const attempts = sent(path);
    expect(attempts).toHaveLength(2);
    expect(attempts.map((a) => JSON.parse(a.body) as unknown)).toEqual([body, body]);
  });

  it('passes a keyed body that is not JSON on unchanged, and does not retry it', async () => {
    const path = uniquePath('/api/game/problem/submit-check');
    failNext.set(path, 'close');
    const res = await gateway.inject({ method: 'POST', url: path, headers: { 'idempotency-key': 'answer-key-two', 'content-type': 'application/json' }, payload: '{"answer": ' });
    expect(res.statusCode).toBe(503);
    expect(sent(path).map((a) => a.body)).toEqual(['{"answer": ']);
  });

  it('passes an unkeyed body on byte for byte', async () => {
    const path = uniquePath('/api/game/problem/submit-check');
    const raw = '{"answer":"1.50","timeSpent":3}';
    const res = await gateway.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload: raw });
    expect(res.statusCode).toBe(200);
    expect(sent(path).map((a) => a.body)).toEqual([raw]);
  });
});
