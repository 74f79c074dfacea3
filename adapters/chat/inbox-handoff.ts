import { ChatHandoff } from '../../application/chat/chat-sessions';
import { InboxStore } from '../../application/messaging/sms-inbox';

/** How a chat hand-off is marked in the SMS inbox: its provider id and the number it was "sent to". */
export const CHAT_HANDOFF = { providerPrefix: 'chat-', to: 'website-chat', bodyPrefix: '[Website chat] ' } as const;

/**
 * A visitor's question left in the chat for the guide lands in the admin's SMS inbox, in a
 * conversation of its own marked as a website chat with a number the visitor typed: anyone can
 * type a customer's number, so it never joins (nor is named after) that customer's conversation.
 * The guide replies from it like from any conversation.
 */
export class InboxChatHandoff implements ChatHandoff {
  constructor(private readonly inbox: InboxStore) {}

  async leave(handoff: { id: string; phone: string; question: string; at: Date }): Promise<void> {
    await this.inbox.receive({
      source: 'website-chat',
      providerId: `${CHAT_HANDOFF.providerPrefix}${handoff.id}`,
      from: handoff.phone,
      to: CHAT_HANDOFF.to,
      body: `${CHAT_HANDOFF.bodyPrefix}${handoff.question}`,
      receivedAt: handoff.at,
    });
  }
}
