import { ActiveBattleResponseSchema, BattleResponseSchema } from '@mathquest/contracts';
import { AppError } from '@mathquest/service-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameClient } from './game-client.js';

/** The game's answer as a stand-in fetch returns it: the client's parsing is what is under test here. */
function answering(status: number, body: unknown) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('the game client parses the game’s answers with their contracts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rejects an answer of another shape as the game being unavailable (503)', async () => {
    answering(200, { success: true, data: { unexpected: 'shape' } });
    const err = await gameClient('http://game.local').call('GET', '/boss/b1/battle', 'Bearer t', BattleResponseSchema.shape.data).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 503, code: 'UPSTREAM_UNAVAILABLE' });
  });

  it('passes a refusal of the game on with its status and code', async () => {
    answering(409, { success: false, error: { code: 'CONFLICT', message: 'Already in a battle' } });
    await expect(gameClient('http://game.local').call('POST', '/session/start', 'Bearer t', BattleResponseSchema.shape.data, {})).rejects.toMatchObject({
      statusCode: 409,
      message: 'Already in a battle',
    });
  });

  it('returns the parsed data of a matching answer', async () => {
    answering(200, { success: true, data: null });
    await expect(gameClient('http://game.local').call('GET', '/boss/active', 'Bearer t', ActiveBattleResponseSchema.shape.data)).resolves.toBeNull();
  });
});
