/**
 * Writes docs/events.md, the catalogue of the events on the bus and of the realtime socket's
 * events, from the contracts: `EventSchemas` (subject → schema), `EventParticipantsBySubject`
 * (producer, consumers, delivery) and the socket maps (`ClientSocketEvents`, `ServerSocketEvents`).
 *
 *   npx tsx scripts/generate-event-catalogue.ts          write docs/events.md
 *   npx tsx scripts/generate-event-catalogue.ts --check  exit 1 if docs/events.md is out of date
 *
 * Payload fields are read through zod's JSON Schema export (`z.toJSONSchema`), so types, enums,
 * ranges, nullability and `.describe()` texts come out as the schemas define them.
 * scripts/generate-event-catalogue.test.ts fails when the committed file differs from what this writes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ClientSocketEvents,
  CORE_SUBJECTS,
  CoreEventSchemas,
  CoreParticipantsBySubject,
  EVENT_SUBJECTS,
  EventParticipantsBySubject,
  EventSchemas,
  NoPayload,
  ServerSocketEvents,
  streamOf,
  type CoreParticipants,
  type EventParticipants,
} from '@mathquest/contracts';
import { z } from 'zod';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOGUE_PATH = join(REPO_ROOT, 'docs', 'events.md');

/** A JSON Schema node, as far as the catalogue reads it. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  description?: string;
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

const literal = (v: unknown) => (typeof v === 'string' ? `"${v}"` : String(v));

function range(lo: number | undefined, hi: number | undefined, unit = ''): string {
  // zod's .int() bounds every integer to the safe range: not worth printing.
  const min = lo === Number.MIN_SAFE_INTEGER ? undefined : lo;
  const max = hi === Number.MAX_SAFE_INTEGER ? undefined : hi;
  if (min === undefined && max === undefined) return '';
  if (min !== undefined && max !== undefined) return ` ${min}..${max}${unit}`;
  return min !== undefined ? ` ≥ ${min}${unit}` : ` ≤ ${max}${unit}`;
}

/** A field's type in TypeScript-like notation, with its format or range where it has one. */
export function typeOf(s: JsonSchema): string {
  if (s.anyOf) return s.anyOf.map(typeOf).join(' | ');
  if (s.const !== undefined) return literal(s.const);
  if (s.enum) return s.enum.map(literal).join(' | ');
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : ['unknown'];
  return types
    .map((t) => {
      if (t === 'array') return `${s.items ? typeOf(s.items) : 'unknown'}[]`;
      if (t === 'string') return `string${s.format ? ` (${s.format})` : ''}${range(s.minLength, s.maxLength, ' chars')}`;
      if (t === 'integer' || t === 'number') return `${t}${range(s.minimum, s.maximum)}`;
      return t;
    })
    .join(' | ');
}

/** The fields of an object schema, nested objects flattened as `parent.child`. */
export function fieldsOf(schema: z.ZodType): FieldRow[] {
  const rows: FieldRow[] = [];
  const walk = (s: JsonSchema, prefix: string) => {
    const required = new Set(s.required ?? []);
    for (const [name, field] of Object.entries(s.properties ?? {})) {
      const path = `${prefix}${name}`;
      if (field.properties) {
        rows.push({ name: path, type: 'object', required: required.has(name), notes: field.description ?? '' });
        walk(field, `${path}.`);
      } else {
        rows.push({ name: path, type: typeOf(field), required: required.has(name), notes: field.description ?? '' });
      }
    }
  };
  walk(z.toJSONSchema(schema) as JsonSchema, '');
  return rows;
}

/** `docs/adr/0023` in the contracts' texts becomes a link to that record (the catalogue lives in docs/). */
function linkAdrs(text: string): string {
  const files = readdirSync(join(REPO_ROOT, 'docs', 'adr'));
  return text.replace(/docs\/adr\/(\d{4})/g, (whole, n: string) => {
    const file = files.find((f) => f.startsWith(`${n}-`));
    return file ? `[ADR ${n}](adr/${file})` : whole;
  });
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function fieldTable(schema: z.ZodType): string[] {
  if (schema === NoPayload) return ['No payload.'];
  return [
    '| Field | Type | Required | Notes |',
    '| --- | --- | --- | --- |',
    ...fieldsOf(schema).map((f) => `| \`${f.name}\` | ${cell(f.type)} | ${f.required ? 'yes' : 'no'} | ${cell(f.notes)} |`),
  ];
}

function consumersLine(p: EventParticipants): string {
  return p.consumers.length ? p.consumers.map((c) => c.service).join(', ') : '(none yet)';
}

export function renderEventCatalogue(): string {
  const subjects = [...EVENT_SUBJECTS].sort();
  const out: string[] = [
    '# Event catalogue',
    '',
    '<!-- Generated by `npx tsx scripts/generate-event-catalogue.ts` from packages/contracts; do not edit by hand. -->',
    '',
    'Every event on NATS JetStream is an envelope `{ id, type, occurredAt, userId?, data }` published on',
    'the subject named by `type` (`<service>.<entity>.<verb>`), in the stream of its service, with `id` as',
    'the JetStream message id: a re-publish within the 2-minute duplicate window (`STREAM_LIMITS` in `packages/service-kit/src/events/bus.ts`) is dropped, and every',
    'consumer is idempotent by event id ([ADR 0041](adr/0041-events-and-idempotency.md)). The schemas live',
    'in `packages/contracts/src/events/` and are mapped by subject in `EventSchemas`; publishing, outbox',
    'entries and consumers are typed by that map. Producers and consumers are listed in',
    '`packages/contracts/src/events/participants.ts`.',
    '',
    '## Subjects',
    '',
    '| Subject | Stream | Producer | Consumers |',
    '| --- | --- | --- | --- |',
    ...subjects.map((s) => `| [\`${s}\`](#${s.replace(/\./g, '')}) | ${streamOf(s)} | ${EventParticipantsBySubject[s].producer} | ${consumersLine(EventParticipantsBySubject[s])} |`),
    '',
  ];
  for (const subject of subjects) {
    const p: EventParticipants = EventParticipantsBySubject[subject];
    out.push(`### ${subject}`, '', p.summary, '', `- **Producer**: ${p.producer}. ${linkAdrs(p.delivery)}`);
    if (p.consumers.length === 0) out.push('- **Consumers**: none yet.');
    for (const c of p.consumers) out.push(`- **Consumer** ${c.service} (durable \`${c.durable}\`): ${c.does}`);
    out.push('', '`data`:', '', ...fieldTable(EventSchemas[subject].shape.data), '');
  }
  const core = [...CORE_SUBJECTS].sort();
  out.push(
    '## Core NATS subjects (not stored)',
    '',
    'Live notifications published with core NATS, not JetStream ([ADR 0057](adr/0057-socket-pushes-on-core-nats.md)): the same envelope, on',
    'subjects under `push.>`, which no stream captures. Nothing stores or acknowledges them: a message published while no',
    'subscriber listens is gone, and each is delivered at most once. A subscriber in a NATS queue group has one instance',
    'of its service handle each message; one without a queue group has every instance receive it (each line below says',
    'which). The schemas are mapped by subject in `CoreEventSchemas`',
    '(`packages/contracts/src/events/core.ts`).',
    '',
    '| Subject | Producer | Subscribers |',
    '| --- | --- | --- |',
    ...core.map((s) => {
      const p: CoreParticipants = CoreParticipantsBySubject[s];
      return `| [\`${s}\`](#${s.replace(/\./g, '')}) | ${p.producer} | ${p.subscribers.map((x) => (x.queue ? `${x.service} (\`${x.queue}\`)` : `${x.service} (every instance)`)).join(', ') || '(none yet)'} |`;
    }),
    '',
  );
  for (const subject of core) {
    const p: CoreParticipants = CoreParticipantsBySubject[subject];
    out.push(`### ${subject}`, '', p.summary, '', `- **Producer**: ${p.producer}. ${linkAdrs(p.delivery)}`);
    for (const c of p.subscribers) out.push(`- **Subscriber** ${c.service} (${c.queue ? `queue group \`${c.queue}\`` : 'every instance, no queue group'}): ${linkAdrs(c.does)}`);
    out.push('', '`data`:', '', ...fieldTable(CoreEventSchemas[subject].shape.data), '');
  }
  out.push(
    '## Realtime socket events',
    '',
    'Socket.IO at `/socket.io` (through the gateway), authenticated by the access token in the',
    "handshake's `auth.token` (a token without an expiry is refused). Every socket joins `user:<id>`;",
    'a user holds at most `MAX_SOCKETS_PER_USER` sockets (5), the oldest is closed with',
    '`connection:closed`. The maps are `ClientSocketEvents` and `ServerSocketEvents` in',
    '`packages/contracts/src/realtime/socket-events.ts`; the realtime service and the web client are typed by them.',
    'Today the server sends `connection:closed` only; the other server events arrive with their features.',
    '',
  );
  for (const [title, map] of [
    ['Client to server', ClientSocketEvents],
    ['Server to client', ServerSocketEvents],
  ] as const) {
    out.push(`### ${title}`, '');
    for (const [name, schema] of Object.entries(map).sort(([a], [b]) => a.localeCompare(b))) {
      out.push(`#### ${name}`, '', ...fieldTable(schema), '');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** True when docs/events.md is what the contracts describe. */
export function catalogueIsCurrent(): boolean {
  try {
    return readFileSync(CATALOGUE_PATH, 'utf8') === renderEventCatalogue();
  } catch {
    return false;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--check')) {
    if (!catalogueIsCurrent()) {
      console.error('docs/events.md is out of date: run `npx tsx scripts/generate-event-catalogue.ts`');
      process.exit(1);
    }
  } else {
    writeFileSync(CATALOGUE_PATH, renderEventCatalogue());
    console.log('wrote docs/events.md');
  }
}
