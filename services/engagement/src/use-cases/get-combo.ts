/** GET /combo/{id}: a game session's combo as the answers' events left it. */
import { ErrorCode, type SessionCombo } from '@mathquest/contracts';
import { notFound } from '@mathquest/service-kit';
import { readPlayer } from '../repositories/wallets-repository.js';
import type { PlayerActionsDeps, Student } from './player-write.js';

export function createGetCombo({ store }: Pick<PlayerActionsDeps, 'store'>) {
  return async function combo(s: Student, sessionId: string): Promise<SessionCombo> {
    const p = await readPlayer(store.players, s.id);
    const c = p?.combos?.find((x) => x.sessionId === sessionId);
    if (!c) throw notFound('Session not found', ErrorCode.SESSION_NOT_FOUND);
    return { sessionId: c.sessionId, currentCombo: c.currentCombo, maxCombo: c.maxCombo, multiplier: c.multiplier, label: c.label, comboBreak: c.comboBreak };
  };
}
