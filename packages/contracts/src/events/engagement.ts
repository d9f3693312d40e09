import { z } from 'zod';
import { eventEnvelope } from './envelope.js';

export const EngagementSubjects = {
  WALLET_CHANGED: 'engagement.wallet.changed',
} as const;

/** Balances after the change; `version` orders changes so projections stay correct under redelivery. */
export const WalletChangedEventSchema = eventEnvelope(
  EngagementSubjects.WALLET_CHANGED,
  z.object({
    userId: z.string(),
    coins: z.number().int(),
    gems: z.number().int(),
    coinsDelta: z.number().int(),
    gemsDelta: z.number().int(),
    reason: z.string().describe('What caused the change, e.g. game.answer.'),
    version: z.number().int().describe('Grows with every balance change: a projection applies a change only when it is newer.'),
  }),
);
export type WalletChangedEvent = z.infer<typeof WalletChangedEventSchema>;
