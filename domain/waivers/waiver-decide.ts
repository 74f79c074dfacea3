import { calendarDateOf, isCalendarDate } from '../shared/calendar';
import { assertTransition, DomainError, metadataOf, unknownCommand } from '../shared/decider';
import { LinkWaiverToBooking, SignWaiver, VoidWaiver, WaiverCommand } from './waiver-commands';
import { WaiverEvent, WaiverGuardian, WaiverSigner } from './waiver-events';
import { waiverMachine } from './waiver-machine';
import {
  ageDecidingDate,
  InvalidWaiverError,
  isMinorOn,
  isValidVoidReason,
  WAIVER_MESSAGES,
  WaiverNotFoundError,
  waiverProblems,
} from './waiver-rules';
import { ExistingWaiver, WaiverState } from './waiver-state';

/** Linked once, to one booking: a second booking would make the record say two things. */
export class WaiverLinkedElsewhereError extends DomainError {
  constructor() {
    super('waiver-linked-conflict', WAIVER_MESSAGES.linkedElsewhere);
  }
}

/** A waiver signed without a guardian cannot cover a trip on which the participant is under 18. */
export class WaiverNeedsGuardianError extends DomainError {
  constructor() {
    super('waiver-guardian-conflict', WAIVER_MESSAGES.minorNeedsGuardian);
  }
}

export function decideWaiver(command: WaiverCommand, state: WaiverState): WaiverEvent[] {
  switch (command.type) {
    case 'SignWaiver':
      return signWaiver(command, state);
    case 'LinkWaiverToBooking':
      return linkToBooking(command, existing(state));
    case 'VoidWaiver':
      return voidWaiver(command, existing(state));
    default:
      return unknownCommand(command, 'waiver');
  }
}

function signWaiver(command: SignWaiver, state: WaiverState): WaiverEvent[] {
  assertTransition(waiverMachine, state.status, 'sign', 'This waiver is already signed');
  assertTermsVersion(command.terms);
  const tripDate = command.booking?.tripDate ?? null;
  if (tripDate !== null && !isCalendarDate(tripDate)) throw new DomainError('invalid-waiver-booking', 'The trip date must be YYYY-MM-DD');
  const today = calendarDateOf(new Date(command.at));
  const { signer, guardian } = command;
  const errors = waiverProblems(
    { ...signer, guardianName: guardian?.name, guardianRelationship: guardian?.relationship, guardianSignature: guardian?.signature },
    { today, tripDate },
  );
  if (Object.keys(errors).length > 0) throw new InvalidWaiverError(errors);
  const minor = isMinorOn(signer.dateOfBirth, ageDecidingDate(today, tripDate));
  return [
    {
      type: 'WaiverSigned',
      data: {
        waiverId: command.waiverId,
        termsVersionId: command.terms.versionId,
        termsSha256: command.terms.sha256,
        ...trimmedSigner(signer),
        minor,
        // An adult's answers to the guardian questions sign nothing: they are not kept.
        guardian: minor && guardian ? trimmedGuardian(guardian) : null,
        bookingId: command.booking?.bookingId ?? null,
        tripDate,
        signedAt: command.at,
        clientAddress: command.clientAddress,
        userAgent: command.userAgent,
        emailCopy: command.emailCopy,
      },
      metadata: metadataOf(command),
    },
  ];
}

function linkToBooking(command: LinkWaiverToBooking, state: ExistingWaiver): WaiverEvent[] {
  assertTransition(waiverMachine, state.status, 'link', WAIVER_MESSAGES.voidedNotLinked);
  // The admin linking it again to the same booking: nothing to add.
  if (state.bookingId === command.bookingId) return [];
  if (state.bookingId !== null) throw new WaiverLinkedElsewhereError();
  if (!isCalendarDate(command.tripDate)) throw new DomainError('invalid-waiver-booking', 'The trip date must be YYYY-MM-DD');
  if (!state.guardian && isMinorOn(state.signer.dateOfBirth, command.tripDate)) throw new WaiverNeedsGuardianError();
  return [
    {
      type: 'WaiverLinkedToBooking',
      data: { bookingId: command.bookingId, tripDate: command.tripDate },
      metadata: metadataOf(command),
    },
  ];
}

function voidWaiver(command: VoidWaiver, state: ExistingWaiver): WaiverEvent[] {
  assertTransition(waiverMachine, state.status, 'void', WAIVER_MESSAGES.alreadyVoided);
  if (!isValidVoidReason(command.reason)) throw new InvalidWaiverError({ reason: WAIVER_MESSAGES.voidReason });
  return [
    {
      type: 'WaiverVoided',
      data: {
        reason: command.reason.trim(),
        clientAddress: command.clientAddress,
        userAgent: command.userAgent,
      },
      metadata: metadataOf(command),
    },
  ];
}

function existing(state: WaiverState): ExistingWaiver {
  if (state.status === 'none') throw new WaiverNotFoundError();
  return state;
}

function assertTermsVersion(terms: SignWaiver['terms']): void {
  if (!Number.isInteger(terms.versionId) || terms.versionId < 1 || !/^[0-9a-f]{64}$/.test(terms.sha256)) {
    throw new DomainError('invalid-waiver-terms', 'A waiver is signed on a stored terms version: its id and SHA-256');
  }
}

function trimmedSigner(signer: WaiverSigner): WaiverSigner {
  return {
    firstName: signer.firstName.trim(),
    lastName: signer.lastName.trim(),
    email: signer.email.trim(),
    phone: signer.phone.trim(),
    dateOfBirth: signer.dateOfBirth,
    emergencyContactName: signer.emergencyContactName.trim(),
    emergencyContactPhone: signer.emergencyContactPhone.trim(),
    medicalConditions: signer.medicalConditions?.trim() || null,
    agreeToTerms: signer.agreeToTerms,
    agreeToRisks: signer.agreeToRisks,
    agreeToPhotos: signer.agreeToPhotos,
    signature: signer.signature.trim(),
  };
}

function trimmedGuardian(guardian: WaiverGuardian): WaiverGuardian {
  return { name: guardian.name.trim(), relationship: guardian.relationship.trim(), signature: guardian.signature.trim() };
}
