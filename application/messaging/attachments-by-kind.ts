import { OutboxAttachment } from './outbox';
import { AttachmentRenderer, EmailAttachment } from './outbox-dispatcher';

/**
 * The attachments of every kind an email may name (OutboxAttachment), each made by its own area's
 * renderer (a waiver's copy, a printable gift card): the dispatcher takes one renderer.
 */
export class AttachmentsByKind implements AttachmentRenderer {
  constructor(private readonly renderers: Readonly<Record<OutboxAttachment['kind'], AttachmentRenderer>>) {}

  render(attachment: OutboxAttachment): Promise<EmailAttachment> {
    return this.renderers[attachment.kind].render(attachment);
  }
}
