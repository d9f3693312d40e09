import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createService } from '../service.js';
import { requestIdOptions, requestIdPlugin } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps an incoming id that looks like one, replaces one that does not, and echoes it', async () => {
    const app = createService({ name: 'test', logLevel: 'silent' });
    app.get('/id', async (request) => ({ id: request.id }));
    const kept = await app.inject({ method: 'GET', url: '/id', headers: { 'x-request-id': 'req-12345678' } });
    expect(kept.json()).toEqual({ id: 'req-12345678' });
    expect(kept.headers['x-request-id']).toBe('req-12345678');
    // A header that would forge log lines (or is just too short) is not used as the id.
    for (const bad of ['evil\nlevel=fatal', 'short', 'x'.repeat(129)]) {
      const res = await app.inject({ method: 'GET', url: '/id', headers: { 'x-request-id': bad } });
      expect(res.json().id).toMatch(UUID);
      expect(res.headers['x-request-id']).toBe(res.json().id);
    }
    await app.close();
  });

  it('echoes the id on answers sent by hooks before any route ran (plugin form)', async () => {
    const app = Fastify({ logger: false, ...requestIdOptions });
    await app.register(requestIdPlugin);
    app.addHook('onRequest', async (_request, reply) => reply.status(418).send('early'));
    app.get('/', async () => 'never');
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'x-request-id': 'early-1234' } });
    expect(res.statusCode).toBe(418);
    expect(res.headers['x-request-id']).toBe('early-1234');
    await app.close();
  });
});
