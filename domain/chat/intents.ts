/**
 * What a visitor's question can be about (docs/chat.md). The classifier (application/chat) is
 * trained on chat-corpus.ts and answers one of these; 'none' is the 'not sure' hand-off to the
 * guide.
 */
export const CHAT_INTENTS = [
  'greeting',
  'thanks',
  'packages',
  'package_details',
  'availability',
  'quote',
  'booking',
  'bring',
  'included',
  'licence',
  'species',
  'lake',
  'cancellation',
  'weather',
  'kids',
  'meeting_place',
  'trip_times',
  'contact',
  'none',
] as const;

export type ChatIntent = (typeof CHAT_INTENTS)[number];

export function isChatIntent(value: string): value is ChatIntent {
  return (CHAT_INTENTS as readonly string[]).includes(value);
}
