import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { OutboxAttachment } from '../../application/messaging/outbox';
import { Delivery, Mailer, OutboxDispatcher, OutgoingEmail } from '../../application/messaging/outbox-dispatcher';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { WaiverPdfAttachments } from '../../application/waivers/waiver-pdf-attachments';
import { waiverCopyLinkKey, waiverEmailKey } from '../../application/waivers/waiver-messages.process';
import { TypeOrmWaiverReferences } from '../../adapters/waivers/typeorm-waiver-links';
import { Actor } from '../../domain/shared/actor';
import { waiverStreamId } from '../../domain/waivers/waiver';
import { WaiverAnswers } from '../../domain/waivers/waiver-rules';
import { TypeOrmOutboxStore } from '../../adapters/messaging/typeorm-outbox-store';
import { Database } from '../../adapters/persistence/database';
import { allProcessManagers, ProcessManagerPorts } from '../../adapters/projections/all-process-managers';
import { allProjections } from '../../adapters/projections/all-projections';
import { PdfLibWaiverPdf } from '../../adapters/waivers/pdf-lib-waiver-pdf';
import { testDatabases } from '../support/databases';
import { Crash, DYING_SETTLE_MS, Engine, EngineOptions } from '../support/engine';
import { pdfText } from '../support/pdf-text';
import { TestClock } from '../support/test-clock';

const visitor: Actor = { kind: 'visitor' };
const guide: Actor = { kind: 'user', username: 'guide', role: 'admin' };
const origin = { clientAddress: '203.0.113.7', userAgent: 'contract-test' };
const MANAGER = 'waiver_messages';

let signers = 0;
/** An adult's complete answers, each signer with an address of their own. */
function answers(overrides: Partial<WaiverAnswers> = {}): WaiverAnswers {
  signers++;
  return {
    firstName: 'Dana',
    lastName: 'Whitford',
    email: `signer${signers}@example.com`,
    phone: '(780) 555-0199',
    emergencyContactName: 'Sam Whitford',
    emergencyContactPhone: '(780) 555-0123',
    medicalConditions: null,
    agreeToTerms: true,
    agreeToRisks: true,
    agreeToPhotos: false,
    dateOfBirth: '1988-06-14',
    signature: 'Dana Whitford',
    ...overrides,
  };
}

/** The app's process managers without the waiver emails: the site as it was before they existed. */
const withoutWaiverMessages = (ports: ProcessManagerPorts) => allProcessManagers(ports).filter((m) => m.name !== MANAGER);

/** The waiver emails' manager of a process that dies right after its step, before its checkpoint can move. */
const diesAfterItsStep = (ports: ProcessManagerPorts) =>
  allProcessManagers(ports).map((manager): ProcessManager =>
    manager.name !== MANAGER
      ? manager
      : {
          name: manager.name,
          background: manager.background,
          eventTypes: manager.eventTypes,
          handles: (event) => manager.handles(event),
          handle: async (event) => {
            await manager.handle(event);
            throw new Crash(`${manager.name} died after its step`);
          },
        },
  );

interface WaiverEmailRow {
  dedupeKey: string;
  recipient: string;
  bookingId: string | null;
  attachment: OutboxAttachment | null;
  status: string;
}

const MORGAN = {
  package: 'Half-Day Adventure',
  time: 'morning',
  name: 'Morgan Lacombe',
  email: 'morgan@example.com',
  phone: '7805550110',
  people: 3,
  hasKids: false,
  kidsCount: 0,
} as const;

describe.each(testDatabases().map((db) => [db.name, db] as const))('the waiver messages process on %s', (_name, db) => {
  let database: Database;
  const clock = new TestClock();
  const start = (options: Omit<EngineOptions, 'clock'> = {}) => new Engine(database, { clock, ...options });

  beforeAll(async () => {
    database = await db.open();
  }, 60_000);
  afterAll(() => database.close());
  beforeEach(() => {
    clock.set(new Date('2026-11-22T18:00:00Z'));
  });

  /** The signer emails of these waivers (the copy or the link to it), in the order they were written. */
  const emailsOf = async (...waiverIds: string[]): Promise<WaiverEmailRow[]> =>
    (await database.dataSource.query(
      `SELECT "dedupeKey", recipient, "bookingId", attachment, status FROM outbox_messages WHERE "dedupeKey" = ANY($1::text[]) ORDER BY id`,
      [waiverIds.flatMap((id) => [waiverEmailKey(id), waiverCopyLinkKey(id)])],
    )) as WaiverEmailRow[];
  const copyLinksOf = async (waiverId: string) =>
    (await database.dataSource.query('SELECT "tokenHash" FROM waiver_copy_links WHERE "waiverId" = $1', [waiverId])) as unknown[];
  const sign = async (engine: Engine, overrides: Partial<WaiverAnswers> = {}, bookingReference?: string) =>
    (await engine.waivers.sign({ answers: answers(overrides), bookingReference }, visitor, origin)).id;
  /** A booking and its waiver reference, as its confirmation gives it. */
  const booked = async (engine: Engine, date: string) => {
    const booking = await engine.bookings.request({ ...MORGAN, date }, guide);
    return { id: booking.id, reference: await new TypeOrmWaiverReferences(database.dataSource).referenceOf(booking.id, clock.now()) };
  };
  const rebuild = (engine: Engine) => new ProjectionRunner(engine.events, engine.projectionStore, allProjections).rebuild();

  test("a booking's waiver reference is made once, whoever asks for it at the same moment", async () => {
    const bookingId = randomUUID();
    let drawn = 0;
    const references = new TypeOrmWaiverReferences(database.dataSource, () => `ref-${bookingId.slice(0, 8)}-${++drawn}`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => references.referenceOf(bookingId, clock.now())));
    expect(new Set(answers).size).toBe(1);
    expect(await references.referenceOf(bookingId, clock.now())).toBe(answers[0]);
    const rows = (await database.dataSource.query('SELECT "reference" FROM booking_waiver_references WHERE "bookingId" = $1', [
      bookingId,
    ])) as { reference: string }[];
    expect(rows).toEqual([{ reference: answers[0] }]);
  });

  test('added to a database that already holds signed waivers, it emails none of their signers; each waiver from then on, once', async () => {
    const before = start({ managers: withoutWaiverMessages });
    const past = [await sign(before), await sign(before), await sign(before)];
    await before.waivers.void(past[2]!, 'Signed twice by mistake', guide, origin);
    await before.catchUp();
    expect(await emailsOf(...past)).toEqual([]);

    // The new version of the site starts the process at the end of the log, and a rebuild does not replay it.
    const after = start();
    await after.catchUp();
    await rebuild(after);
    await after.catchUp();
    expect(await emailsOf(...past)).toEqual([]);

    const fresh = await sign(after, { email: 'fresh.signer@example.com' });
    await after.catchUp();
    expect(await emailsOf(...past, fresh)).toEqual([
      {
        dedupeKey: waiverCopyLinkKey(fresh),
        recipient: 'fresh.signer@example.com',
        bookingId: null,
        attachment: null,
        status: 'pending',
      },
    ]);
    expect(after.errors).toEqual([]);
  }, 60_000);

  test('one email per signed waiver however often its event is handled: again by hand, after a crash, a restart and a rebuild', async () => {
    const engine = start();
    const booking = await booked(engine, '2031-03-06');
    const alone = await sign(engine);
    const own = await sign(engine, { email: 'Morgan@Example.com' }, booking.reference);
    await engine.catchUp();
    const firstRound = await emailsOf(alone, own);
    expect(firstRound.map((r) => [r.dedupeKey, r.bookingId])).toEqual([
      [waiverCopyLinkKey(alone), null],
      [waiverEmailKey(own), booking.id],
    ]);
    expect(await copyLinksOf(alone)).toHaveLength(1);

    // The step taken again (a crash between the step and the checkpoint): the key is taken, and no second link is made.
    const manager = allProcessManagers(engine.ports).find((m) => m.name === MANAGER)!;
    for (const waiverId of [alone, own]) {
      const [signed] = await engine.events.readStream(waiverStreamId(waiverId));
      await manager.handle(signed!);
      await manager.handle(signed!);
    }
    expect(await emailsOf(alone, own)).toEqual(firstRound);
    expect(await copyLinksOf(alone)).toHaveLength(1);

    // A process that dies after each step never saves its position: every run takes the step again.
    const dying = start({ settleTimeoutMs: DYING_SETTLE_MS, managers: diesAfterItsStep });
    const interrupted = await sign(dying);
    await dying.catchUp();
    await dying.catchUp();
    expect(dying.errors.map((e) => e.name)).toContain(MANAGER);
    expect(await emailsOf(interrupted)).toHaveLength(1);

    const restarted = start();
    await restarted.catchUp();
    await restarted.catchUp();
    await rebuild(restarted);
    await start().catchUp();
    expect(await emailsOf(alone, own, interrupted)).toEqual([...firstRound, expect.objectContaining({ recipient: expect.any(String) })]);
    expect(await copyLinksOf(interrupted)).toHaveLength(1);
    expect(restarted.errors).toEqual([]);

    // Linking and voiding are no reason to email again.
    await restarted.waivers.void(alone, 'Duplicate', guide, origin);
    await restarted.catchUp();
    expect(await emailsOf(alone)).toHaveLength(1);
  }, 60_000);

  test("the dispatcher attaches the signer's copy made when it sends: a waiver voided meanwhile arrives marked voided", async () => {
    const engine = start();
    const booking = await booked(engine, '2031-03-13');
    const id = await sign(engine, { firstName: 'Riley', signature: 'Riley Whitford', email: 'morgan@example.com' }, booking.reference);
    await engine.catchUp();
    const voidedAt = clock.advance(60_000);
    await engine.waivers.void(id, 'Wrong date of birth', guide, origin);

    const sent: OutgoingEmail[] = [];
    const mailer: Mailer = {
      kind: 'capturing',
      send: async (email): Promise<Delivery> => {
        sent.push(email);
        return { providerId: `m-${sent.length}` };
      },
    };
    const attachments = new WaiverPdfAttachments(engine.ports.waiverDocuments, new PdfLibWaiverPdf());
    // Emails only: no text goes out, so no STOP to look up.
    await new OutboxDispatcher(new TypeOrmOutboxStore(database.dataSource), { mailer }, clock, {
      attachments,
      optOuts: null,
    }).dispatchDue();

    const email = sent.find((e) => e.to === 'morgan@example.com');
    expect(email).toMatchObject({ subject: 'Your signed liability waiver – Wabamun Lake Fishing Tours' });
    expect(email!.text).toContain('Hi Riley,');
    expect(email!.attachments?.map((a) => [a.filename, a.contentType])).toEqual([[`waiver-${id}.pdf`, 'application/pdf']]);
    const document = (await pdfText(email!.attachments![0]!.content)).pages.join(' ').replace(/\s+/g, ' ');
    const { termsSha256 } = await engine.waivers.detail(id);
    expect(document).toContain('Name Riley Whitford');
    expect(document).toContain(`Terms SHA-256 ${termsSha256}`);
    expect(document).toContain('VOIDED on Sunday, November 22, 2026 at 12:01 p.m. GMT-6: Wrong date of birth');
    expect(voidedAt.toISOString()).toBe('2026-11-22T18:01:00.000Z');
    expect(await emailsOf(id)).toEqual([expect.objectContaining({ status: 'sent', attachment: { kind: 'waiver-pdf', waiverId: id } })]);
  }, 60_000);

  test('the whole site sends at most its total of waiver emails an hour, whoever signs; the rest are signed and email nothing', async () => {
    // An hour of its own, after every other test's: their signatures do not count in it.
    clock.set(new Date('2031-01-01T18:00:00Z'));
    const engine = start({ waiverEmailLimits: { perAddress: 100, perRecipient: 100, total: 3 } });
    const receipts = [];
    for (let n = 0; n < 5; n++) {
      receipts.push(await engine.waivers.sign({ answers: answers() }, visitor, { clientAddress: `198.51.100.${n}`, userAgent: null }));
    }
    expect(receipts.map((r) => r.emailCopy)).toEqual(['link', 'link', 'link', 'withheld', 'withheld']);
    await engine.catchUp();
    expect(await emailsOf(...receipts.map((r) => r.id))).toHaveLength(3);
    expect(await copyLinksOf(receipts[4]!.id)).toHaveLength(0);
    // Every signature is on record all the same.
    for (const receipt of receipts) expect((await engine.waivers.detail(receipt.id)).status).toBe('signed');
    expect(engine.errors).toEqual([]);
  }, 60_000);
});
