import { ChatHandoff } from '../../application/chat/chat-sessions';
import { InboxStore } from '../../application/messaging/sms-inbox';

/** How a chat hand-off is marked in the SMS inbox: its provider id and the number it was "sent to". */
export const CHAT_HANDOFF = { providerPrefix: 'chat-', to: 'website-chat', bodyPrefix: '[Website chat] ' } as const;

/**
 * A visitor's question left in the chat for the guide lands in the admin's SMS inbox as a text
 * from the visitor's number, marked as coming from the chat: the guide replies from the inbox like
 * to any text.
 */
export class InboxChatHandoff implements ChatHandoff {
  constructor(private readonly inbox: InboxStore) {}

  async leave(handoff: { id: string; phone: string; question: string; at: Date }): Promise<void> {
    await this.inbox.receive({
      providerId: `${CHAT_HANDOFF.providerPrefix}${handoff.id}`,
      from: handoff.phone,
      to: CHAT_HANDOFF.to,
      body: `${CHAT_HANDOFF.bodyPrefix}${handoff.question}`,
      receivedAt: handoff.at,
    });
  }
}
