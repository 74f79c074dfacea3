import { describeActor } from '../../domain/shared/actor';
import { RecordedEvent } from '../ports/event-store';
import { rowPerKey } from '../projections/row-projections';
import { asWaiverEvent, waiverIdOf } from './waiver-events';
import { WaiverRow, waiversTable } from './waiver-read-models';

/** The admin's waivers: one row per waiver, as signed, with its booking and whether it was voided. */
export const waiverListProjection = rowPerKey<WaiverRow>({
  name: 'waivers',
  table: waiversTable,
  key: 'id',
  keyOf: (recorded) => (asWaiverEvent(recorded) ? waiverIdOf(recorded) : undefined),
  evolve: evolveWaiverRow,
  createsRow: (recorded) => asWaiverEvent(recorded)?.type === 'WaiverSigned',
});

export function evolveWaiverRow(row: WaiverRow | undefined, recorded: RecordedEvent): WaiverRow | undefined {
  const event = asWaiverEvent(recorded);
  if (!event) return row;
  if (event.type === 'WaiverSigned') {
    const d = event.data;
    return {
      id: waiverIdOf(recorded),
      status: 'signed',
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      dateOfBirth: d.dateOfBirth,
      minor: d.minor,
      guardianName: d.guardian?.name ?? null,
      guardianRelationship: d.guardian?.relationship ?? null,
      guardianSignature: d.guardian?.signature ?? null,
      signature: d.signature,
      emergencyContactName: d.emergencyContactName,
      emergencyContactPhone: d.emergencyContactPhone,
      medicalConditions: d.medicalConditions,
      agreeToTerms: d.agreeToTerms,
      agreeToRisks: d.agreeToRisks,
      agreeToPhotos: d.agreeToPhotos,
      bookingId: d.bookingId,
      tripDate: d.tripDate,
      termsVersionId: d.termsVersionId,
      termsSha256: d.termsSha256,
      signedAt: new Date(d.signedAt),
      clientAddress: d.clientAddress,
      userAgent: d.userAgent,
      linkedAt: null,
      linkedBy: null,
      voidedAt: null,
      voidReason: null,
      voidedBy: null,
      version: recorded.version,
    };
  }
  // Its first event predates this projection's knowledge (it cannot, but history is never refused).
  if (!row) return row;
  switch (event.type) {
    case 'WaiverLinkedToBooking':
      return {
        ...row,
        bookingId: event.data.bookingId,
        tripDate: event.data.tripDate,
        linkedAt: new Date(event.metadata.occurredAt),
        linkedBy: describeActor(event.metadata.actor),
        version: recorded.version,
      };
    case 'WaiverVoided':
      return {
        ...row,
        status: 'voided',
        voidedAt: new Date(event.metadata.occurredAt),
        voidReason: event.data.reason,
        voidedBy: describeActor(event.metadata.actor),
        version: recorded.version,
      };
  }
}
