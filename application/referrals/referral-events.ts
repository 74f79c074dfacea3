import { CREDIT_ACCOUNT_EVENT_TYPES, CreditAccountEvent } from '../../domain/referrals/credit-account';
import { REFERRAL_EVENT_TYPES, ReferralEvent } from '../../domain/referrals/referral';
import { REFERRAL_CODE_EVENT_TYPES, ReferralCodeEvent } from '../../domain/referrals/referral-code';
import { RecordedEvent } from '../ports/event-store';
import { CommandResult } from '../shared/command-pipeline';
import { domainEventOf } from '../shared/event-envelope';
import { Appended } from '../process-managers/process-manager';

/** The referral event inside a recorded event of the global log, or undefined for other streams. */
export function asReferralEvent(recorded: RecordedEvent): ReferralEvent | undefined {
  if (recorded.category !== 'referral' || !REFERRAL_EVENT_TYPES.has(recorded.type)) return undefined;
  return domainEventOf<ReferralEvent>(recorded);
}

export function referralIdOf(recorded: RecordedEvent): string {
  return recorded.streamId.slice('referral-'.length);
}

export function asReferralCodeEvent(recorded: RecordedEvent): ReferralCodeEvent | undefined {
  if (recorded.category !== 'referralcode' || !REFERRAL_CODE_EVENT_TYPES.has(recorded.type)) return undefined;
  return domainEventOf<ReferralCodeEvent>(recorded);
}

export function asCreditAccountEvent(recorded: RecordedEvent): CreditAccountEvent | undefined {
  if (recorded.category !== 'credit' || !CREDIT_ACCOUNT_EVENT_TYPES.has(recorded.type)) return undefined;
  return domainEventOf<CreditAccountEvent>(recorded);
}

export function creditAccountOf(recorded: RecordedEvent): string {
  return recorded.streamId.slice('credit-'.length);
}

export type Written = Pick<CommandResult<{ type: string }, unknown>, 'events' | 'position'>;

/** What a process manager's steps appended, for read-your-writes to follow. */
export function appendedBy(results: readonly Written[]): Appended | undefined {
  const written = results.filter((r) => r.position);
  if (written.length === 0) return undefined;
  const last = written.at(-1)!;
  return { position: last.position!, types: [...new Set(written.flatMap((r) => r.events.map((e) => e.type)))] };
}
