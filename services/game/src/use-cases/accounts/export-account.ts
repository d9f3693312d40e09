import type { GameAccountExport } from '@mathquest/contracts';
import type { AccountsRepository } from '../../repositories/accounts.js';

/** Fields kept out of an export: bookkeeping that says nothing about the person (outboxes, slots, retry keys, secret seeds). */
const INTERNAL = new Set(['_id', 'outbox', 'openSlot', 'idempotencyKey', 'lastNudge', 'version', 'xpGrants', 'seed']);

/** A stored document as exported: `id` for `_id`, internal fields left out, dates as ISO text. */
function exported(doc: Record<string, unknown>): { id: string } & Record<string, unknown> {
  const out: Record<string, unknown> = { id: String(doc._id) };
  for (const [key, value] of Object.entries(doc)) if (!INTERNAL.has(key)) out[key] = value;
  return JSON.parse(JSON.stringify(out)) as { id: string } & Record<string, unknown>;
}

/**
 * The game's part of an account's export (docs/product/privacy.md#what-the-file-holds). A problem
 * still open is left out: its stored answer would tell the next answer, and nothing of the
 * person's is in it yet.
 */
export async function exportAccount(accounts: Pick<AccountsRepository, 'read'>, userId: string): Promise<GameAccountExport> {
  const stored = await accounts.read(userId);
  const suffix = `:${userId}`;
  return {
    student: stored.student ? exported(stored.student) : null,
    sessions: stored.sessions.map(exported) as GameAccountExport['sessions'],
    answers: stored.problems.filter((p) => p.status !== 'OPEN').map(exported) as GameAccountExport['answers'],
    dailyUsage: stored.usage.map((u) => ({ day: String(u.day), count: Number(u.count) })),
    assignmentAttempts: stored.attempts.map(exported),
    challengesStarted: stored.challengeStarts.map((s) => ({
      challengeId: String(s._id).endsWith(suffix) ? String(s._id).slice(0, -suffix.length) : String(s._id),
      at: new Date(s.at as Date).toISOString(),
    })),
  };
}
