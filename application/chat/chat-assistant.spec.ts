import { beforeAll, describe, expect, test } from '@jest/globals';
import { ChatMessage } from '../../domain/chat/chat-protocol';
import { ChatAssistant, ChatAssistantDeps } from './chat-assistant';

const CONTENT = [
  { section: 'guide', key: 'name', value: 'Morgan Lee' },
  { section: 'guide', key: 'phone', value: '(587) 555-0100' },
];

function assistantWith(overrides: Partial<ChatAssistantDeps>) {
  const recorded: ChatMessage[][] = [];
  const left: { phone: string; question: string }[] = [];
  let n = 0;
  const deps: ChatAssistantDeps = {
    packages: { list: async () => [] },
    availability: { calendar: async () => [] },
    quotes: {
      quote: async () => {
        throw new Error('not used');
      },
    },
    content: { contactEntries: async () => CONTENT, bookingHorizonDays: async () => 365 },
    sessions: {
      record: async (_id, messages) => void recorded.push([...messages]),
      context: async () => null,
      conversation: async () => ({ context: null, dialogue: null }),
      list: async () => ({ items: [], total: 0 }),
      get: async () => null,
      purgeInactiveSince: async () => 0,
    },
    handoff: { leave: async (h) => void left.push(h) },
    clock: { now: () => new Date('2026-11-24T15:00:00Z') },
    ids: { newId: () => `id-${++n}` },
    ...overrides,
  };
  return { deps, recorded, left };
}

const ask = (message: string, userContext: Record<string, unknown> = {}) =>
  ({ type: 'chat_message', sessionId: 's-1', message, userContext }) as const;

describe('ChatAssistant when data is missing', () => {
  let failing: ReturnType<typeof assistantWith>;
  let assistant: ChatAssistant;
  beforeAll(async () => {
    failing = assistantWith({
      packages: {
        list: async () => {
          throw new Error('database down');
        },
      },
      availability: {
        calendar: async () => {
          throw new Error('database down');
        },
      },
    });
    assistant = await ChatAssistant.start(failing.deps);
  });

  test("a price question it cannot read says so and offers the guide's phone, naming no price", async () => {
    const answer = await assistant.respond(ask('how much does a trip cost?'));
    expect(answer.message).toBe("Sorry, I can't read that information right now. Please call Morgan at (587) 555-0100.");
    expect(answer.message).not.toMatch(/\$\d/);
    expect(answer.metadata.suggestedActions.map((a) => a.type)).toEqual(['call_morgan', 'send_sms']);
    expect(answer.metadata.intent).toBe('error');
  });

  test('an availability question it cannot read names no date', async () => {
    const answer = await assistant.respond(ask('is this saturday open?'));
    expect(answer.message).toContain('(587) 555-0100');
    expect(answer.message).not.toMatch(/November|Saturday,/);
  });

  test('both messages are recorded in the session, question first', async () => {
    await assistant.respond(ask('hello'));
    const last = failing.recorded.at(-1)!;
    expect(last.map((m) => [m.sender, m.sessionId])).toEqual([
      ['user', 's-1'],
      ['assistant', 's-1'],
    ]);
    expect(last[0]!.message).toBe('hello');
  });

  test('an SMS hand-off needs a valid phone, then leaves the question in E.164 for the guide', async () => {
    const refused = await assistant.respond(ask('text me', { action: 'send_sms', phone: '12345', question: 'Dogs allowed?' }));
    expect(refused.message).toBe('Please enter a valid phone number');
    expect(failing.left).toEqual([]);
    const left = await assistant.respond(ask('text me', { action: 'send_sms', phone: '587.555.0177', question: ' Dogs allowed? ' }));
    expect(left.message).toContain('passed your question to Morgan');
    expect(failing.left).toEqual([
      { id: expect.any(String), phone: '+15875550177', question: 'Dogs allowed?', at: new Date('2026-11-24T15:00:00Z') },
    ]);
  });
});
