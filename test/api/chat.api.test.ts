import { afterAll, describe, expect, test } from '@jest/globals';
import { ChatSessions } from '../../application/chat/chat-sessions';
import { CHAT_LIMITS_TOKEN, ChatLimits } from '../../adapters/chat/chat-limits';
import { CHAT_ERRORS } from '../../domain/chat/chat-protocol';
import { ApiSuite, useApiApp } from '../support/api-suite';
import { ChatSocket } from '../support/chat-socket';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

/** Every test speaks from its own loopback address: the per-address limits count them apart. */
let nextAddress = 2;
const newAddress = () => `127.0.0.${nextAddress++}`;

describe.each(testDatabases().map((db) => [db.name, db] as const))('chat assistant over /ws on %s', (_name, db) => {
  // Tuesday 2026-11-24, 09:00 on the lake (UTC-6 from November 2026).
  const clock = new TestClock(new Date('2026-11-24T15:00:00Z'));
  const suite: ApiSuite = useApiApp(db, { clock });
  const sockets: ChatSocket[] = [];
  const open = async (options: { localAddress?: string; origin?: string } = {}) => {
    const socket = await ChatSocket.open(suite.app.url, { localAddress: options.localAddress ?? newAddress(), ...options });
    sockets.push(socket);
    return socket;
  };
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
  });
  const limits = () => suite.app.app.get<ChatLimits>(CHAT_LIMITS_TOKEN);

  test('a question gets a chat_response with the contract shape, and a greeting names the guide', async () => {
    const socket = await open();
    const frame = await socket.ask('session-shape', 'hello');
    expect(frame.type).toBe('chat_response');
    const message = frame.message;
    expect(message).toEqual({
      id: expect.any(String),
      sessionId: 'session-shape',
      message: expect.stringContaining('Dale'),
      sender: 'assistant',
      timestamp: clock.now().toISOString(),
      metadata: { suggestedActions: expect.any(Array), bookingContext: null },
    });
    expect(message.metadata.suggestedActions.map((a: { type: string }) => a.type)).toEqual(['view_packages', 'book_now']);
    expect(message.metadata.suggestedActions[0].href).toBe('/#packages');
    // Every 'Book now' opens the form on a time that can be booked: the first open one of a package.
    expect(message.metadata.suggestedActions[1]).toMatchObject({
      packageName: expect.any(String),
      date: expect.any(String),
      time: expect.any(String),
    });
  });

  test("a package's price in the answer follows the admin's edit at once", async () => {
    const socket = await open();
    const before = await socket.ask('session-price', 'How much is the Trophy Hunter?');
    expect(before.message.message).toContain('$599 per person');
    const packages = (await suite.admin.request('GET', '/api/packages')).body as { id: number; name: string }[];
    const trophy = packages.find((p) => p.name === 'Trophy Hunter')!;
    const current = (await suite.admin.request('GET', `/api/packages/${trophy.id}`)).body;
    const { id: _id, createdAt: _c, updatedAt: _u, ...draft } = current;
    const saved = await suite.admin.request('PUT', `/api/packages/${trophy.id}`, { ...draft, price: 649 });
    expect(saved.status).toBe(200);
    const after = await socket.ask('session-price', 'How much is the Trophy Hunter?');
    expect(after.message.message).toContain('$649 per person');
    expect(after.message.message).not.toContain('$599');
    expect(after.message.metadata.suggestedActions).toContainEqual({
      type: 'book_now',
      label: 'Book Trophy Hunter',
      href: '/?date=2026-11-28&package=Trophy+Hunter&time=full-day#book',
      packageName: 'Trophy Hunter',
      date: '2026-11-28',
      time: 'full-day',
    });
    // A quote for a party uses the new price too: 2 adults on Saturday (no weekday discount).
    const quote = await socket.ask('session-price', 'how much for 2 adults on the trophy hunter this saturday?');
    expect(quote.message.message).toContain('$1,298 in total');
    await suite.admin.request('PUT', `/api/packages/${trophy.id}`, { ...draft, price: 599 });
  });

  test('availability answers follow the schedule: an admin closing a date shows in the next answer', async () => {
    const socket = await open();
    const before = await socket.ask('session-dates', 'Is Saturday November 28 available?');
    expect(before.message.message).toContain('Saturday, November 28: open: Full Day (6:00 AM-2:00 PM)');
    expect(before.message.metadata.suggestedActions[0]).toEqual({
      type: 'book_now',
      label: 'Book Full-Day Adventure',
      href: '/?date=2026-11-28&package=Full-Day+Adventure&time=full-day#book',
      packageName: 'Full-Day Adventure',
      date: '2026-11-28',
      time: 'full-day',
    });
    const closed = await suite.admin.request('PUT', '/api/availability', { date: '2026-11-28', timeSlot: 'full-day', status: 'booked' });
    expect(closed.status).toBe(200);
    const after = await socket.ask('session-dates', 'Is Saturday November 28 available?');
    expect(after.message.message).toContain('Saturday, November 28: fully booked');
    // No 'Book now' for the closed date: the nearest open one instead.
    const offers = after.message.metadata.suggestedActions.filter((a: { type: string }) => a.type === 'book_now');
    expect(offers.map((a: { date?: string }) => a.date)).not.toContain('2026-11-28');
    expect(offers.every((a: { date?: string }) => a.date && a.date > '2026-11-28')).toBe(true);
    // The weekend answer names Sunday as open instead.
    const weekend = await socket.ask('session-dates', 'any openings this weekend?');
    expect(weekend.message.message).toContain('Sunday, November 29: open: Full Day');
    await suite.admin.request('PUT', '/api/availability', { date: '2026-11-28', timeSlot: 'full-day', status: 'available' });
  });

  test('bad frames, empty and oversize messages get error frames and the socket stays open', async () => {
    const socket = await open();
    socket.sendRaw('this is not json');
    expect(await socket.next()).toEqual({ type: 'error', message: CHAT_ERRORS.notJson });
    socket.sendRaw(JSON.stringify({ type: 'hello', text: 'hi' }));
    expect(await socket.next()).toEqual({ type: 'error', message: CHAT_ERRORS.shape });
    socket.sendRaw(JSON.stringify({ type: 'chat_message', sessionId: '', message: 'hi', userContext: {} }));
    expect(await socket.next()).toEqual({ type: 'error', message: CHAT_ERRORS.sessionId });
    socket.send('session-bad', '    ');
    expect(await socket.next()).toEqual({ type: 'error', message: CHAT_ERRORS.empty });
    socket.send('session-bad', 'x'.repeat(1001));
    expect(await socket.next()).toEqual({ type: 'error', message: CHAT_ERRORS.tooLong });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next()).toEqual({ type: 'error', message: CHAT_ERRORS.notJson });
    expect(socket.isOpen).toBe(true);
    const answer = await socket.ask('session-bad', 'what should I bring?');
    expect(answer.type).toBe('chat_response');
    expect(answer.message.message).toContain('licence');
  });

  test('a flood gets error frames, stays open, and never touches other sessions', async () => {
    const flooder = await open();
    const other = await open();
    for (let i = 0; i < 40; i++) flooder.send('session-flood', `how much is a trip ${i}`);
    const frames = await Promise.all(Array.from({ length: 40 }, () => flooder.next()));
    const refused = frames.filter((f) => f.type === 'error');
    expect(refused.length).toBeGreaterThanOrEqual(40 - limits().connectionBurst);
    expect(refused.every((f) => f.message === CHAT_ERRORS.tooFast)).toBe(true);
    expect(frames.filter((f) => f.type === 'chat_response').length).toBeLessThanOrEqual(limits().connectionBurst);
    expect(flooder.isOpen).toBe(true);
    const answer = await other.ask('session-calm', 'Do I need a fishing licence?');
    expect(answer.type).toBe('chat_response');
    expect(answer.message.message).toContain('16');
  });

  test('200 concurrent sessions all get answers', async () => {
    // Ten visitors' addresses with twenty tabs each, every tab asking at the same moment.
    const addresses = Array.from({ length: 10 }, () => newAddress());
    const clients = await Promise.all(Array.from({ length: 200 }, (_, i) => open({ localAddress: addresses[i % 10] })));
    // Every answer counts, not how soon: on the embedded database the 200 questions take turns, and
    // on a loaded machine the last one can wait past the usual five seconds.
    const answers = await Promise.all(
      clients.map((c, i) => c.ask(`session-load-${i}`, i % 2 ? 'what are your prices?' : 'where do we meet?', {}, 60_000)),
    );
    // Any other frame is shown whole: which error a visitor got says where the answer failed.
    expect(answers.filter((a) => a.type !== 'chat_response')).toEqual([]);
    expect(answers).toHaveLength(200);
    expect(answers.filter((a, i) => i % 2 === 1).every((a) => a.message.message.includes('$249 per person'))).toBe(true);
    expect(answers.filter((a, i) => i % 2 === 0).every((a) => a.message.message.includes('Wabamun Lake, Alberta'))).toBe(true);
    await Promise.all(clients.map((c) => c.close()));
  }, 90_000);

  test('send_sms leaves the question in the admin SMS inbox, in a conversation marked as a website chat with an unverified number', async () => {
    const socket = await open();
    const unsure = await socket.ask('session-sms', 'can you recommend a hotel nearby?');
    expect(unsure.message.metadata.suggestedActions.map((a: { type: string }) => a.type)).toEqual(['call_dale', 'send_sms']);
    expect(unsure.message.metadata.suggestedActions[0].href).toBe('tel:+17805550142');
    const refused = await socket.ask('session-sms', 'Please text me', { action: 'send_sms', phone: '555-01', question: 'Dog?' });
    expect(refused.message.message).toBe('Please enter a valid phone number');
    const left = await socket.ask('session-sms', 'Please text me', {
      action: 'send_sms',
      phone: '(780) 555-0199',
      question: 'Can I bring my dog on the boat?',
    });
    expect(left.type).toBe('chat_response');
    expect(left.message.message).toContain('passed your question to Dale');
    const threads = (await suite.admin.request('GET', '/api/sms-threads')).body as { id: string; phone: string; source: string }[];
    const handoff = threads.find((t) => t.phone === '+17805550199')!;
    expect(handoff).toMatchObject({ source: 'website-chat', numberVerified: false, name: null });
    const thread = await suite.admin.request('GET', `/api/sms-threads/${handoff.id}`);
    expect(thread.status).toBe(200);
    expect(thread.body.messages).toContainEqual(
      expect.objectContaining({ direction: 'in', body: '[Website chat] Can I bring my dog on the boat?' }),
    );
  });

  test('the WebSocket refuses a page of another site, and a socket over the per-address cap', async () => {
    await expect(ChatSocket.open(suite.app.url, { origin: 'https://evil.example' })).rejects.toThrow('Handshake refused: 403');
    const own = await open({ origin: suite.app.url });
    expect((await own.ask('session-origin', 'hi')).type).toBe('chat_response');
    const address = newAddress();
    const saved = limits().connectionsPerAddress;
    limits().connectionsPerAddress = 2;
    try {
      await open({ localAddress: address });
      await open({ localAddress: address });
      await expect(ChatSocket.open(suite.app.url, { localAddress: address })).rejects.toThrow('Handshake refused: 429');
    } finally {
      limits().connectionsPerAddress = saved;
    }
  });

  test('a quiet socket is closed after the idle time', async () => {
    const saved = limits().idleMs;
    limits().idleMs = 200;
    try {
      const socket = await open();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(socket.closed?.code).toBe(1000);
    } finally {
      limits().idleMs = saved;
    }
  });

  test('conversations are staff-only: listed, read, 404 for unknown, 401 for anonymous and readable by an auditor', async () => {
    clock.advance(1_000);
    const socket = await open();
    await socket.ask('session-staff', 'what are your prices?');
    expect((await suite.app.request('GET', '/api/chat-sessions')).status).toBe(401);
    expect((await suite.app.request('GET', '/api/chat-sessions/session-staff')).status).toBe(401);
    const auditor = await suite.app.signIn('auditor');
    const list = await auditor.request('GET', '/api/chat-sessions?page=1&pageSize=100');
    expect(list.status).toBe(200);
    expect(list.body.total).toBeGreaterThan(0);
    expect(list.body.items).toContainEqual({
      sessionId: 'session-staff',
      startedAt: clock.now().toISOString(),
      lastMessageAt: clock.now().toISOString(),
      messageCount: 2,
      lastMessage: expect.stringContaining('$249 per person'),
    });
    const one = await suite.admin.request('GET', '/api/chat-sessions/session-staff');
    expect(one.status).toBe(200);
    expect(one.body.messages.map((m: { sender: string; message: string }) => [m.sender, m.message.slice(0, 20)])).toEqual([
      ['user', 'what are your prices'],
      ['assistant', 'We offer 3 packages:'],
    ]);
    expect(one.body.messages[1].metadata.intent).toBe('packages');
    expect((await suite.admin.request('GET', '/api/chat-sessions/nobody-here')).status).toBe(404);
    expect((await suite.admin.request('GET', '/api/chat-sessions?pageSize=1000')).status).toBe(400);
  });

  test('conversations quiet for longer than the retention time are deleted', async () => {
    const socket = await open();
    await socket.ask('session-old', 'hi');
    clock.advance(91 * 86_400_000);
    const purged = await suite.app.app.get(ChatSessions).purgeExpired();
    expect(purged).toBeGreaterThan(0);
    const admin = await suite.app.signIn('admin', 'guide');
    expect((await admin.request('GET', '/api/chat-sessions/session-old')).status).toBe(404);
  });
});
