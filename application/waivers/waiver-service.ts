import { BookingNotFoundError } from '../../domain/bookings/booking';
import { Actor } from '../../domain/shared/actor';
import { calendarDateOf } from '../../domain/shared/calendar';
import {
  emailCopyFor,
  emailKeyOf,
  RequestOrigin,
  waiverDecider,
  WaiverEmailCopy,
  WaiverEvent,
  WaiverGuardian,
  WaiverSigner,
  WaiverState,
  waiverStreamId,
} from '../../domain/waivers/waiver';
import {
  InvalidWaiverError,
  WAIVER_LIMITS,
  WAIVER_MESSAGES,
  WaiverAnswers,
  WaiverErrors,
  WaiverNotFoundError,
  waiverProblems,
  WaiverTermsChangedError,
  WaiverTermsSupersededError,
} from '../../domain/waivers/waiver-rules';
import { ContactEntries } from '../content/site-content-service';
import { SendLimits, SendQuota } from '../messaging/send-quota';
import { Clock, IdGenerator } from '../ports/clock';
import { EventStore } from '../ports/event-store';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline, CommandResult, typesOf } from '../shared/command-pipeline';
import { FieldErrors, withFieldErrors } from '../shared/field-errors';
import { existingWaiver, WaiverDocuments } from './waiver-documents';
import { SignedWaiverDocument } from './waiver-pdf';
import { WAIVER_EMAIL_KIND, WAIVER_EMAIL_LIMITS } from './waiver-email-limits';
import { BookedTrip, WaiverBookings, WaiverListFilter, WaiverPage, WaiverQueries } from './waiver-queries';
import { WaiverDetail, WaiverReceipt, WaiverRow } from './waiver-read-models';
import { WaiverTermsReader, WaiverTermsVersion } from './waiver-terms';

/** What the waiver page sends: the answers, the booking it names and the terms it showed. */
export interface WaiverSubmission {
  readonly answers: WaiverAnswers;
  /**
   * The booking's waiver reference from the confirmation email or the manage page (or the
   * booker's manage token); never the booking's id.
   */
  readonly bookingReference?: string;
  /** The terms version the page showed; without it the current version is recorded. */
  readonly shownTerms?: { readonly versionId: number; readonly sha256: string };
}

/**
 * Signing, linking and voiding waivers, and reading them back. Each command answers once the
 * read model shows it. Nothing here edits or deletes a signed waiver.
 */
/** What the waiver page says of the booking its link names. */
export interface WaiverBookingNamed {
  readonly reference: string | null;
  /** YYYY-MM-DD on the lake. */
  readonly tripDate: string;
}

export class WaiverService {
  private readonly pipeline: CommandPipeline;
  private readonly documents: WaiverDocuments;

  constructor(
    private readonly events: EventStore,
    private readonly queries: WaiverQueries,
    private readonly bookings: WaiverBookings,
    private readonly terms: WaiverTermsReader,
    contact: ContactEntries,
    private readonly settled: ProjectionWaiter,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly quota: SendQuota,
    private readonly emailLimits: SendLimits = WAIVER_EMAIL_LIMITS,
  ) {
    this.pipeline = new CommandPipeline(events);
    this.documents = new WaiverDocuments(events, terms, contact);
  }

  /**
   * Which booking a waiver link names, for its page to show the signers: the booking's reference
   * and trip date, and nothing else of it. Asked with the link's waiver key (or the manage token),
   * never with the reference itself: the reference names a booking, it does not open one.
   */
  async bookingNamed(key: string): Promise<WaiverBookingNamed> {
    const trip = await this.bookings.tripOfReference(key);
    if (!trip) throw new BookingNotFoundError();
    return { reference: trip.reference ?? null, tripDate: trip.tripDate };
  }

  /**
   * A visitor signs. Whether they are a minor depends on the trip date, so the named booking is
   * looked up before the answers are judged; every field's problem is reported at once. The email
   * it sends is decided before the signature is recorded, and counted against the sending limits
   * then: over a limit the waiver is signed all the same, and records that no email goes.
   */
  async sign(submission: WaiverSubmission, actor: Actor, origin: RequestOrigin): Promise<WaiverReceipt> {
    const now = this.clock.now();
    const booking = submission.bookingReference ? await this.bookings.tripOfReference(submission.bookingReference) : null;
    const errors: WaiverErrors = {
      ...(submission.bookingReference && !booking ? { bookingReference: WAIVER_MESSAGES.bookingReference } : {}),
      ...waiverProblems(submission.answers, { today: calendarDateOf(now), tripDate: booking?.tripDate ?? null }),
    };
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);
    const terms = await this.signedTerms(submission.shownTerms);
    const bounded = boundedOrigin(origin);
    const emailCopy = await this.emailCopy(submission.answers.email, booking, bounded.clientAddress, now);
    const waiverId = this.ids.newId();
    const result = await withFieldErrors(
      () =>
        this.pipeline.executeOnNewStream(waiverDecider, waiverStreamId(waiverId), {
          type: 'SignWaiver',
          waiverId,
          terms: { versionId: terms.id, sha256: terms.sha256 },
          ...splitAnswers(submission.answers),
          booking: booking && { bookingId: booking.bookingId, tripDate: booking.tripDate },
          emailCopy,
          actor,
          at: now.toISOString(),
          ...bounded,
        }),
      waiverFieldErrors,
    );
    await this.settle(result);
    const signed = result.events[0];
    if (signed?.type !== 'WaiverSigned') throw new Error('Signing a waiver appended no WaiverSigned event');
    const { signedAt, termsVersionId, termsSha256, bookingId, minor } = signed.data;
    return { id: waiverId, signedAt, termsVersionId, termsSha256, bookingId, minor, emailCopy };
  }

  /** The admin links a waiver signed without a reference to its booking (once, to one booking). */
  async link(waiverId: string, bookingId: string, actor: Actor): Promise<WaiverRow> {
    await existingWaiver(this.events, waiverId);
    const trip = await this.bookings.tripOf(bookingId);
    if (!trip) throw FieldErrors.on('bookingId', WAIVER_MESSAGES.bookingId);
    const result = await this.pipeline.execute(waiverDecider, waiverStreamId(waiverId), {
      type: 'LinkWaiverToBooking',
      bookingId: trip.bookingId,
      tripDate: trip.tripDate,
      actor,
      at: this.clock.now().toISOString(),
    });
    await this.settle(result);
    return this.row(waiverId);
  }

  /** The admin voids a waiver, with a reason; the record stays, marked voided. */
  async void(waiverId: string, reason: string, actor: Actor, origin: RequestOrigin): Promise<WaiverRow> {
    const result = await withFieldErrors(
      () =>
        this.pipeline.execute(waiverDecider, waiverStreamId(waiverId), {
          type: 'VoidWaiver',
          reason,
          actor,
          at: this.clock.now().toISOString(),
          ...boundedOrigin(origin),
        }),
      waiverFieldErrors,
    );
    await this.settle(result);
    return this.row(waiverId);
  }

  list(filter: WaiverListFilter): Promise<WaiverPage> {
    return this.queries.list(filter);
  }

  async detail(waiverId: string): Promise<WaiverDetail> {
    const row = await this.row(waiverId);
    const terms = await this.terms.byId(row.termsVersionId);
    return { ...row, termsText: terms?.text ?? null };
  }

  /** The signer's copy: replayed from the waiver's own events, with the text of the version it signed. */
  document(waiverId: string): Promise<SignedWaiverDocument> {
    return this.documents.document(waiverId);
  }

  /**
   * The version the signer agrees to: the current one, read from the database now. The page says
   * which it showed; one the admin has replaced since is refused (the signer reads and signs the
   * current text), as is one that is not a stored version at all. A page that did not say signs
   * the current version.
   */
  private async signedTerms(shown: WaiverSubmission['shownTerms']): Promise<WaiverTermsVersion> {
    const current = await this.terms.latest();
    if (!shown || (shown.versionId === current.id && shown.sha256 === current.sha256)) return current;
    const version = await this.terms.byId(shown.versionId);
    if (!version || version.sha256 !== shown.sha256) throw new WaiverTermsChangedError();
    throw new WaiverTermsSupersededError();
  }

  /** The email of a new signature (the copy only to the booking's own address), unless a sending limit of the hour says none. */
  private async emailCopy(email: string, booking: BookedTrip | null, address: string | null, now: Date): Promise<WaiverEmailCopy> {
    const reached = await this.quota.admit({
      kind: WAIVER_EMAIL_KIND,
      address,
      recipient: emailKeyOf(email),
      now,
      limits: this.emailLimits,
    });
    return reached ? 'withheld' : emailCopyFor(email, booking?.email ?? null);
  }

  private async row(waiverId: string): Promise<WaiverRow> {
    const row = await this.queries.get(waiverId);
    if (!row) throw new WaiverNotFoundError();
    return row;
  }

  private async settle(result: Pick<CommandResult<WaiverEvent, WaiverState>, 'events' | 'position'>): Promise<void> {
    if (result.position) await this.settled.waitFor(result.position, undefined, typesOf(result));
  }
}

/** The aggregate judges the answers (and a void's reason) too: its refusal is shown beside the same fields. */
function waiverFieldErrors(error: unknown): FieldErrors | undefined {
  return error instanceof InvalidWaiverError ? new FieldErrors(error.errors, error.message) : undefined;
}

/** The form's flat answers as the aggregate takes them: the signer, and the guardian if any was named. */
function splitAnswers(answers: WaiverAnswers): { signer: WaiverSigner; guardian: WaiverGuardian | null } {
  const named = answers.guardianName || answers.guardianRelationship || answers.guardianSignature;
  return {
    signer: {
      firstName: answers.firstName,
      lastName: answers.lastName,
      email: answers.email,
      phone: answers.phone,
      dateOfBirth: answers.dateOfBirth,
      emergencyContactName: answers.emergencyContactName,
      emergencyContactPhone: answers.emergencyContactPhone,
      medicalConditions: answers.medicalConditions ?? null,
      agreeToTerms: answers.agreeToTerms,
      agreeToRisks: answers.agreeToRisks,
      agreeToPhotos: answers.agreeToPhotos ?? false,
      signature: answers.signature,
    },
    guardian: named
      ? { name: answers.guardianName ?? '', relationship: answers.guardianRelationship ?? '', signature: answers.guardianSignature ?? '' }
      : null,
  };
}

function boundedOrigin(origin: RequestOrigin): RequestOrigin {
  return { clientAddress: origin.clientAddress, userAgent: origin.userAgent?.slice(0, WAIVER_LIMITS.userAgentMax) || null };
}
