import { DomainEvent } from '../shared/decider';
import { ReferralParty } from './referral-rules';

// ---- events of stream `referralcode-<CODE>`: stored for ever, fields only ever added, as optional ----

/** A code is issued to the paid booking that owns it; the owner is who booked it. */
export type ReferralCodeIssued = DomainEvent<'ReferralCodeIssued', { code: string; bookingId: string; owner: ReferralParty }>;

export type ReferralCodeEvent = ReferralCodeIssued;

export const REFERRAL_CODE_EVENT_TYPES: ReadonlySet<string> = new Set<ReferralCodeEvent['type']>(['ReferralCodeIssued']);
