import { SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { ExistingWaiver, waiverDecider, waiverStreamId } from '../../domain/waivers/waiver';
import { WaiverNotFoundError } from '../../domain/waivers/waiver-rules';
import { ContactEntries } from '../content/site-content-service';
import { EventStore } from '../ports/event-store';
import { loadStream } from '../shared/stream-state';
import { SignedWaiverDocument } from './waiver-pdf';
import { WaiverTermsReader } from './waiver-terms';

/** A waiver as its own events tell it; WaiverNotFoundError when there is no such waiver. */
export async function existingWaiver(events: EventStore, waiverId: string): Promise<ExistingWaiver> {
  const { state } = await loadStream(events, waiverDecider, waiverStreamId(waiverId));
  if (state.status === 'none') throw new WaiverNotFoundError();
  return state;
}

/**
 * The signer's copy as a document: what staff download and what the signer is emailed. Kept apart
 * from WaiverService, which waits on the read models, so the outbox dispatcher (which the process
 * managers' module needs) can make the copy without that whole chain.
 */
export class WaiverDocuments {
  constructor(
    private readonly events: EventStore,
    private readonly terms: WaiverTermsReader,
    private readonly contact: ContactEntries,
  ) {}

  /** Replayed from the waiver's own events as they are now (a void shows), with the text of the version it signed. */
  async document(waiverId: string): Promise<SignedWaiverDocument> {
    const waiver = await existingWaiver(this.events, waiverId);
    const terms = await this.terms.byId(waiver.termsVersionId);
    // Versions are never removed, so a missing one is a broken database, not a visitor's mistake.
    if (!terms) throw new Error(`Waiver ${waiverId} names terms version ${waiver.termsVersionId}, which is missing`);
    const contact = await this.contact.contactEntries();
    const phone = contact.find((r) => r.section === 'contact' && r.key === 'phone')?.value.trim() || SITE_DEFAULTS.phone;
    return {
      waiverId,
      businessName: SITE_DEFAULTS.name,
      businessPhone: phone,
      signedAt: waiver.signedAt,
      termsVersionId: waiver.termsVersionId,
      termsSha256: waiver.termsSha256,
      termsText: terms.text,
      signer: waiver.signer,
      minor: waiver.minor,
      guardian: waiver.guardian,
      bookingId: waiver.bookingId,
      tripDate: waiver.tripDate,
      voided: waiver.status === 'voided' ? { at: waiver.voidedAt, reason: waiver.voidReason } : null,
    };
  }
}
