import { unknownEvent } from '../shared/decider';
import { WaiverEvent, WaiverGuardian, WaiverSigner } from './waiver-events';

/** One variant per machine state (waiver-machine.ts): `none` before the waiver is signed. */
export type WaiverState = { readonly status: 'none' } | ExistingWaiver;

export type ExistingWaiver = SignedWaiver | VoidedWaiver;

/** What a signature recorded: it stays as it was signed, voided or not. */
interface WaiverRecord {
  readonly waiverId: string;
  readonly signer: WaiverSigner;
  readonly termsVersionId: number;
  readonly termsSha256: string;
  readonly minor: boolean;
  readonly guardian: WaiverGuardian | null;
  readonly bookingId: string | null;
  readonly tripDate: string | null;
  readonly signedAt: string;
}

export interface SignedWaiver extends WaiverRecord {
  readonly status: 'signed';
}

/** Set aside by the admin, with when and why. */
export interface VoidedWaiver extends WaiverRecord {
  readonly status: 'voided';
  readonly voidedAt: string;
  readonly voidReason: string;
}

export const initialWaiverState = (): WaiverState => ({ status: 'none' });

/** Accepts every event ever written, whatever today's guards say: history is never refused. */
export function evolveWaiver(state: WaiverState, event: WaiverEvent): WaiverState {
  switch (event.type) {
    case 'WaiverSigned': {
      const d = event.data;
      return {
        status: 'signed',
        waiverId: d.waiverId,
        signer: {
          firstName: d.firstName,
          lastName: d.lastName,
          email: d.email,
          phone: d.phone,
          dateOfBirth: d.dateOfBirth,
          emergencyContactName: d.emergencyContactName,
          emergencyContactPhone: d.emergencyContactPhone,
          medicalConditions: d.medicalConditions,
          agreeToTerms: d.agreeToTerms,
          agreeToRisks: d.agreeToRisks,
          agreeToPhotos: d.agreeToPhotos,
          signature: d.signature,
        },
        termsVersionId: d.termsVersionId,
        termsSha256: d.termsSha256,
        minor: d.minor,
        guardian: d.guardian,
        bookingId: d.bookingId,
        tripDate: d.tripDate,
        signedAt: d.signedAt,
      };
    }
    case 'WaiverLinkedToBooking':
      if (state.status === 'none') return state;
      return { ...state, bookingId: event.data.bookingId, tripDate: event.data.tripDate };
    case 'WaiverVoided':
      if (state.status === 'none') return state;
      return { ...state, status: 'voided', voidedAt: event.metadata.occurredAt, voidReason: event.data.reason };
    default:
      return unknownEvent(event, state);
  }
}
