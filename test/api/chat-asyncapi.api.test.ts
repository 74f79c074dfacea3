import { Parser } from '@asyncapi/parser';
import type { AsyncAPIDocumentInterface } from '@asyncapi/parser';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import Ajv, { ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHAT_ERRORS, CHAT_LIMITS, CLIENT_FRAME_TYPES, SERVER_FRAME_TYPES, SLOT_CHOICES } from '../../domain/chat/chat-protocol';
import { ApiSuite, useApiApp } from '../support/api-suite';
import { ChatFrame, ChatSocket } from '../support/chat-socket';
import { testDatabases } from '../support/databases';
import { TestClock } from '../support/test-clock';

/**
 * docs/api/chat.asyncapi.yaml against the gateway at `/ws`: the document parses with the official
 * parser, declares exactly the frame types and limits of domain/chat/chat-protocol.ts, and every
 * frame a real server sends over a real socket matches the document's schema for its type.
 */
const DOCUMENT_PATH = join(__dirname, '..', '..', 'docs', 'api', 'chat.asyncapi.yaml');
const DOCUMENT_TEXT = readFileSync(DOCUMENT_PATH, 'utf8');

interface Declared {
  /** The frame type (the payload's `type` const) of each message the server receives, and sends. */
  readonly received: string[];
  readonly sent: string[];
  /** A validator per frame type, from the message's payload schema. */
  readonly validators: Map<string, ValidateFunction>;
  readonly schemaOf: (frameType: string) => Record<string, any>;
}

function framesOf(document: AsyncAPIDocumentInterface): Declared {
  // The parser adds `x-parser-*` keys to every schema; strict mode would refuse them as unknown keywords.
  const ajv = new Ajv({ allErrors: true, strict: false });
  const validators = new Map<string, ValidateFunction>();
  const schemas = new Map<string, Record<string, any>>();
  const typeOf = (payload: Record<string, any>): string => payload.properties?.type?.const;
  for (const message of document.messages().all()) {
    const payload = message.payload()?.json() as Record<string, any>;
    schemas.set(typeOf(payload), payload);
    validators.set(typeOf(payload), ajv.compile(payload));
  }
  const typesOf = (action: 'send' | 'receive') =>
    document
      .operations()
      .all()
      .filter((operation) => operation.action() === action)
      .flatMap((operation) =>
        operation
          .messages()
          .all()
          .map((m) => typeOf(m.payload()?.json() as Record<string, any>)),
      )
      .sort();
  return { received: typesOf('receive'), sent: typesOf('send'), validators, schemaOf: (type) => schemas.get(type)! };
}

/** Why a server frame does not match the document ('' when it does). */
function mismatch(declared: Declared, frame: unknown): string {
  const type = (frame as { type?: unknown }).type;
  const validate = typeof type === 'string' ? declared.validators.get(type) : undefined;
  if (!validate || !declared.sent.includes(type as string)) return `no message the server sends has type ${JSON.stringify(type)}`;
  return validate(frame) ? '' : JSON.stringify(validate.errors);
}

let document: AsyncAPIDocumentInterface;
let declared: Declared;
let errors: string[];

beforeAll(async () => {
  const parsed = await new Parser().parse(DOCUMENT_TEXT, { source: DOCUMENT_PATH });
  // Severity 0 is an error, 1 a warning: the document must have neither.
  errors = parsed.diagnostics.filter((d) => d.severity <= 1).map((d) => `${d.code}: ${d.message} at ${d.path.join('.')}`);
  if (parsed.document) {
    document = parsed.document;
    declared = framesOf(document);
  }
});

describe('docs/api/chat.asyncapi.yaml', () => {
  test('parses with @asyncapi/parser without errors or warnings', () => {
    expect(errors).toEqual([]);
    expect(document.version()).toMatch(/^3\./);
    expect(
      document
        .channels()
        .all()
        .map((c) => c.address()),
    ).toEqual(['/ws']);
  });

  test('declares exactly the frame types the code defines, each message named after its type', () => {
    expect(declared.received).toEqual([...CLIENT_FRAME_TYPES].sort());
    expect(declared.sent).toEqual([...SERVER_FRAME_TYPES].sort());
    for (const message of document.messages().all()) {
      expect(message.name()).toBe((message.payload()?.json() as Record<string, any>).properties.type.const);
    }
  });

  test("declares the code's limits, slot choices and error texts", () => {
    const question = declared.schemaOf('chat_message').properties;
    expect(question.sessionId.maxLength).toBe(CHAT_LIMITS.sessionIdMax);
    expect(question.message.maxLength).toBe(CHAT_LIMITS.messageMax);
    const answer = declared.schemaOf('chat_response').properties.message.properties.metadata.properties;
    expect(answer.suggestedActions.items.properties.time.enum).toEqual([...SLOT_CHOICES]);
    const texts: string[] = declared.schemaOf('error').properties.message.enum;
    // Every text an error frame may carry is the code's, and every text of the code is in the document.
    expect(texts.filter((text) => !Object.values<string>(CHAT_ERRORS).includes(text))).toEqual([]);
    expect(Object.values(CHAT_ERRORS).filter((text) => !DOCUMENT_TEXT.includes(text))).toEqual([]);
    expect(DOCUMENT_TEXT).toContain(`${CHAT_LIMITS.frameBytesMax.toLocaleString('en-CA')} bytes`);
  });

  test("every message's examples match its payload schema (the parser does not check them)", () => {
    const examples = document
      .messages()
      .all()
      .flatMap((message) =>
        message
          .examples()
          .all()
          .map((example) => [message.name(), example.name(), example.payload()] as const),
      );
    expect(examples.length).toBeGreaterThanOrEqual(document.messages().all().length);
    const wrong = examples
      .filter(([type, , payload]) => !declared.validators.get(type!)!(payload))
      .map(([type, name]) => `${type} ${name}`);
    expect(wrong).toEqual([]);
  });

  test('refuses a server frame with a field or a type it does not declare', () => {
    const answer = {
      type: 'chat_response',
      message: {
        id: 'a',
        sessionId: 's',
        message: 'Hello',
        sender: 'assistant',
        timestamp: '2026-11-24T15:00:00.000Z',
        metadata: { suggestedActions: [{ type: 'view_packages', label: 'See the packages', href: '/#packages' }], bookingContext: null },
      },
    };
    expect(mismatch(declared, answer)).toBe('');
    expect(
      mismatch(declared, { ...answer, message: { ...answer.message, metadata: { ...answer.message.metadata, intent: 'greeting' } } }),
    ).not.toBe('');
    expect(mismatch(declared, { type: 'notice', message: 'hi' })).not.toBe('');
    expect(mismatch(declared, { type: 'chat_message', sessionId: 's', message: 'hi' })).not.toBe('');
    expect(mismatch(declared, { type: 'error', message: 'Something else.' })).not.toBe('');
  });
});

let nextAddress = 2;
const newAddress = () => `127.0.0.${nextAddress++}`;

describe.each(testDatabases().map((db) => [db.name, db] as const))('the chat socket answers as the document says on %s', (_name, db) => {
  // Tuesday 2026-11-24, 09:00 on the lake.
  const clock = new TestClock(new Date('2026-11-24T15:00:00Z'));
  const suite: ApiSuite = useApiApp(db, { clock });
  const sockets: ChatSocket[] = [];
  const open = async () => {
    const socket = await ChatSocket.open(suite.app.url, { localAddress: newAddress() });
    sockets.push(socket);
    return socket;
  };
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
  });
  const question = (sessionId: unknown, message: unknown, rest: Record<string, unknown> = { userContext: {} }) => ({
    type: 'chat_message',
    sessionId,
    message,
    ...rest,
  });

  test('frames the document accepts get a chat_response, and every frame matches its schema', async () => {
    const socket = await open();
    const valid = [
      question('session-doc', 'hello'),
      question('session-doc', 'Is Saturday November 28 available?'),
      question('session-doc', 'how much for 2 adults and 1 kid on the trophy hunter this saturday?'),
      question('session-doc', 'what should I bring?', {}),
      question('session-doc', 'can I bring my dog?', { userContext: null }),
      question('session-doc', 'can the guide text me?', {
        userContext: { action: 'send_sms', phone: '780 555 0142', question: 'can I bring my dog?' },
      }),
      question('x'.repeat(CHAT_LIMITS.sessionIdMax), 'y'.repeat(CHAT_LIMITS.messageMax)),
    ];
    const frames: ChatFrame[] = [];
    for (const frame of valid) {
      expect(declared.validators.get('chat_message')!(frame)).toBe(true);
      socket.sendRaw(JSON.stringify(frame));
      frames.push(await socket.next());
    }
    expect(frames.map((frame) => [frame.type, mismatch(declared, frame)])).toEqual(valid.map(() => ['chat_response', '']));
    // The answers carry what the schemas describe: actions with dates and slots, a party in the context.
    const actions = frames.flatMap((frame) => frame.message.metadata.suggestedActions);
    expect(actions.some((action: { date?: string; time?: string }) => action.date && action.time)).toBe(true);
    expect(frames.some((frame) => frame.message.metadata.bookingContext?.people === 3)).toBe(true);
  });

  test('frames the document refuses get the error it names, a frame that matches it, and the socket stays open', async () => {
    const cases: [string | Buffer, string][] = [
      ['this is not json', CHAT_ERRORS.notJson],
      [Buffer.from([1, 2, 3]), CHAT_ERRORS.notJson],
      [JSON.stringify({ type: 'hello', sessionId: 's', message: 'hi' }), CHAT_ERRORS.shape],
      [JSON.stringify({ type: 'chat_message', sessionId: 's' }), CHAT_ERRORS.shape],
      [JSON.stringify(question('s', 'hi', { userContext: 'sms please' })), CHAT_ERRORS.shape],
      [JSON.stringify({ type: 'chat_message', message: 'hi' }), CHAT_ERRORS.sessionId],
      [JSON.stringify(question('   ', 'hi')), CHAT_ERRORS.sessionId],
      [JSON.stringify(question('x'.repeat(CHAT_LIMITS.sessionIdMax + 1), 'hi')), CHAT_ERRORS.sessionId],
      [JSON.stringify(question('s', '   ')), CHAT_ERRORS.empty],
      [JSON.stringify(question('s', 'y'.repeat(CHAT_LIMITS.messageMax + 1))), CHAT_ERRORS.tooLong],
    ];
    const frames: ChatFrame[] = [];
    // A socket's burst is 8 messages: a fresh socket for every 5 keeps them under its rate.
    const used: ChatSocket[] = [];
    for (const [index, [sent]] of cases.entries()) {
      if (index % 5 === 0) used.push(await open());
      const socket = used.at(-1)!;
      if (typeof sent === 'string' && sent.startsWith('{')) expect(declared.validators.get('chat_message')!(JSON.parse(sent))).toBe(false);
      if (typeof sent === 'string') socket.sendRaw(sent);
      else socket.ws.send(sent, { binary: true });
      frames.push(await socket.next());
    }
    expect(frames).toEqual(cases.map(([, text]) => ({ type: 'error', message: text })));
    expect(frames.map((frame) => mismatch(declared, frame))).toEqual(cases.map(() => ''));
    expect(used.every((socket) => socket.isOpen)).toBe(true);
  });

  test("messages over the socket's rate get the documented error, and a frame over 16 KiB closes the socket with 1009", async () => {
    const socket = await open();
    for (let i = 0; i < 10; i++) socket.send('session-rate', `question ${i}: what should I bring?`);
    const frames: ChatFrame[] = [];
    for (let i = 0; i < 10; i++) frames.push(await socket.next(10_000));
    expect(frames.map((frame) => mismatch(declared, frame))).toEqual(frames.map(() => ''));
    expect(frames).toContainEqual({ type: 'error', message: CHAT_ERRORS.tooFast });

    const big = await open();
    const closed = new Promise<number>((resolve) => big.ws.once('close', (code) => resolve(code)));
    big.sendRaw(JSON.stringify(question('s', 'z'.repeat(CHAT_LIMITS.frameBytesMax))));
    expect(await closed).toBe(1009);
  });
});
