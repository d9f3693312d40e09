/**
 * Looks (docs/adr/0136, 0129): others' worn looks on boards, guild member lists and challenge
 * cards, read through the rewards module's look reader (ports/looks.ts), which the shop writes.
 * Decorates `socialLooks` for the plugins that draw students.
 */
import fp from 'fastify-plugin';
import { SOCIAL_CORE } from '../core.js';

export const SOCIAL_LOOKS = 'mathquest-social-looks';

export default fp(
  async function socialLooks(app) {
    app.decorate('socialLooks', app.socialCore.looks);
  },
  { name: SOCIAL_LOOKS, fastify: '5.x', dependencies: [SOCIAL_CORE] },
);
