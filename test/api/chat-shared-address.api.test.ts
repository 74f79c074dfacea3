import { afterAll, describe, expect, test } from '@jest/globals';
import { DEFAULT_CHAT_LIMITS } from '../../adapters/chat/chat-limits';
import { CHAT_ERRORS } from '../../domain/chat/chat-protocol';
import { ApiSuite, useApiApp } from '../support/api-suite';
import { ChatSocket } from '../support/chat-socket';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

/** Visitors behind one address: a campground's Wi-Fi, an office, a mobile carrier's NAT. */
const VISITORS = 50;
const QUESTIONS_EACH = 5;
const QUESTIONS = ['how much is the half day?', 'is saturday free?', 'what should I bring', 'do I need a licence', 'thanks!'];

describe.each(testDatabases().map((db) => [db.name, db] as const))('the chat behind one shared address on %s', (_name, db) => {
  const clock = new TestClock(new Date('2026-11-24T15:00:00Z'));
  const suite: ApiSuite = useApiApp(db, { clock });
  const sockets: ChatSocket[] = [];
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
  });
  const open = async (localAddress: string) => {
    const socket = await ChatSocket.open(suite.app.url, { localAddress });
    sockets.push(socket);
    return socket;
  };

  test(`${VISITORS} visitors asking ${QUESTIONS_EACH} questions each at once are all answered`, async () => {
    const address = '127.0.3.1';
    const visitors = await Promise.all(Array.from({ length: VISITORS }, () => open(address)));
    const frames = await Promise.all(
      visitors.map(async (socket, v) => {
        const answers = [];
        for (const question of QUESTIONS.slice(0, QUESTIONS_EACH)) answers.push(await socket.ask(`shared-${v}`, question));
        return answers;
      }),
    );
    const all = frames.flat();
    expect(all.filter((f) => f.type !== 'chat_response')).toEqual([]);
    expect(all).toHaveLength(VISITORS * QUESTIONS_EACH);
  });

  test('a script on one address is still stopped: beyond the address burst, questions are refused as too fast', async () => {
    const address = '127.0.3.2';
    const { addressBurst, connectionBurst } = DEFAULT_CHAT_LIMITS;
    // Enough sockets that their own bursts together pass the address's.
    const count = Math.ceil((addressBurst * 1.5) / connectionBurst);
    const script = await Promise.all(Array.from({ length: count }, () => open(address)));
    const started = performance.now();
    for (const [i, socket] of script.entries()) for (let q = 0; q < connectionBurst; q++) socket.send(`script-${i}`, 'price?');
    const frames = (
      await Promise.all(script.map((socket) => Promise.all(Array.from({ length: connectionBurst }, () => socket.next(20_000)))))
    ).flat();
    const seconds = (performance.now() - started) / 1000;
    const answered = frames.filter((f) => f.type === 'chat_response').length;
    // The burst, and what the address's rate gives back while the frames were read (an upper bound).
    const refill = Math.ceil((seconds / 60) * DEFAULT_CHAT_LIMITS.addressPerMinute);
    expect(answered).toBeGreaterThanOrEqual(addressBurst);
    expect(answered).toBeLessThanOrEqual(addressBurst + refill);
    expect(frames.filter((f) => f.type === 'error').map((f) => f.message)).toEqual(
      Array(frames.length - answered).fill(CHAT_ERRORS.tooFast),
    );
  });
});
