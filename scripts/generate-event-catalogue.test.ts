import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE_PATH, fieldsOf, renderEventCatalogue } from './generate-event-catalogue.js';

describe('event catalogue', () => {
  it('reads field types, ranges, nullability and descriptions from a schema', () => {
    const schema = z.object({
      day: z.string().nullable().describe('A day.'),
      level: z.number().int().min(1).max(5),
      count: z.number().int(),
      mode: z.enum(['A', 'B']),
      ids: z.array(z.string()),
      nested: z.object({ ok: z.boolean() }).optional(),
    });
    expect(fieldsOf(schema)).toEqual([
      { name: 'day', type: 'string | null', required: true, notes: 'A day.' },
      { name: 'level', type: 'integer 1..5', required: true, notes: '' },
      { name: 'count', type: 'integer', required: true, notes: '' },
      { name: 'mode', type: '"A" | "B"', required: true, notes: '' },
      { name: 'ids', type: 'string[]', required: true, notes: '' },
      { name: 'nested', type: 'object', required: false, notes: '' },
      { name: 'nested.ok', type: 'boolean', required: true, notes: '' },
    ]);
  });

  it('lists every subject with its producer, consumers and payload', () => {
    const text = renderEventCatalogue();
    expect(text).toContain('| [`game.answer.submitted`](#gameanswersubmitted) | GAME | game | engagement |');
    expect(text).toContain('- **Consumer** engagement (durable `engagement-wallet-answer-submitted`)');
    expect(text).toContain('| `difficulty` | integer 1..5 | yes |  |');
    expect(text).toContain('#### connection:closed');
    // The core NATS subjects apart, with their queue groups or none (docs/adr/0057, 0068).
    expect(text).toContain('| [`push.socket.user`](#pushsocketuser) | engagement | realtime (every instance) |');
    expect(text).toContain('- **Subscriber** realtime (every instance, no queue group)');
    expect(text).not.toContain('engagement.socket.push');
  });

  it('docs/events.md is up to date (run `npx tsx scripts/generate-event-catalogue.ts` after changing an event)', () => {
    expect(readFileSync(CATALOGUE_PATH, 'utf8')).toBe(renderEventCatalogue());
  });
});
