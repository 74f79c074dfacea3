import { createHash } from 'node:crypto';
import { OutboxMessage } from './outbox';

/**
 * The Message-ID of an outbox email, made from its row alone: every attempt at the same message
 * carries the same one, so a receiving server (or a person's mail program) can recognise a copy
 * sent again after a crash. The hash of the dedupe key keeps ids of two databases (a restored
 * backup, a test system) from colliding on the row id alone.
 */
export function outboxMessageId(message: Pick<OutboxMessage, 'id' | 'dedupeKey'>, domain: string): string {
  const hash = createHash('sha256').update(message.dedupeKey).digest('hex').slice(0, 12);
  return `<outbox-${message.id}-${hash}@${domain}>`;
}
