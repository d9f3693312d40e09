/**
 * An event waiting in a document's outbox (docs/adr/0023-answer-integrity-outbox.md, 0027): the
 * student document holds the events of its last answers, a session document its started / ended
 * events. `id` is the event's id, used as the JetStream message id when it is published.
 */
export interface OutboxEntry {
  id: string;
  subject: string;
  event: Record<string, unknown>;
  createdAt: Date;
}
