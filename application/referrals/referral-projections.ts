import { CreditAccountEvent } from '../../domain/referrals/credit-account';
import { tripEndsAt } from '../../domain/referrals/referral-rules';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { RecordedEvent } from '../ports/event-store';
import { Projection } from '../projections/projection';
import { rowPerKey } from '../projections/row-projections';
import { asCreditAccountEvent, asReferralCodeEvent, asReferralEvent, creditAccountOf, referralIdOf } from './referral-events';
import {
  CreditAccountRow,
  creditAccountsTable,
  CreditMovementRow,
  creditMovementsTable,
  ReferralCodeRow,
  referralCodesTable,
  ReferralRow,
  referralsTable,
} from './referral-read-models';

/**
 * The referrals staff read (docs/product/referrals.md): one row per friend's booking that used a
 * code. It follows the friend's booking when its trip moves, so the job completes it after the new
 * trip. A read model like any other: a rebuild replays it and rewards nothing.
 */
export const referralListProjection = rowPerKey<ReferralRow>({
  name: 'referrals',
  table: referralsTable,
  key: 'id',
  keyOf: (recorded) => {
    if (asReferralEvent(recorded)) return referralIdOf(recorded);
    // The referral's id is the friend's booking id.
    return asBookingEvent(recorded)?.type === 'BookingRescheduled' ? bookingIdOf(recorded) : undefined;
  },
  evolve: evolveReferralRow,
  createsRow: (recorded) => asReferralEvent(recorded)?.type === 'ReferralRecorded',
});

export function evolveReferralRow(row: ReferralRow | undefined, recorded: RecordedEvent): ReferralRow | undefined {
  const booking = asBookingEvent(recorded);
  if (booking?.type === 'BookingRescheduled') {
    if (!row) return row;
    const { date, time } = booking.data.to;
    return { ...row, tripDate: date, tripTime: time, tripEndsAt: tripEndsAt(date, time) };
  }
  const event = asReferralEvent(recorded);
  if (!event) return row;
  const version = recorded.version;
  if (event.type === 'ReferralRecorded') {
    const d = event.data;
    return {
      id: referralIdOf(recorded),
      referrerPhone: d.referrer.phone,
      referrerName: d.referrer.name,
      referrerEmail: d.referrer.email,
      refereePhone: d.referee.phone,
      refereeName: d.referee.name,
      refereeEmail: d.referee.email,
      referralCode: d.referralCode,
      originalBookingId: d.originalBookingId,
      referredBookingId: d.referredBookingId,
      status: 'pending',
      creditAmount: d.creditCents / 100,
      createdAt: new Date(event.metadata.occurredAt),
      completedAt: null,
      rewardedAt: null,
      voidedAt: null,
      voidReason: null,
      tripDate: d.tripDate,
      tripTime: d.tripTime,
      tripEndsAt: tripEndsAt(d.tripDate, d.tripTime),
      creditAccount: null,
      version,
    };
  }
  if (!row) return row;
  switch (event.type) {
    case 'ReferralCompleted':
      return { ...row, status: 'completed', completedAt: new Date(event.metadata.occurredAt), version };
    case 'ReferralRewarded':
      return {
        ...row,
        status: 'rewarded',
        rewardedAt: new Date(event.metadata.occurredAt),
        creditAccount: event.data.creditAccount,
        version,
      };
    case 'ReferralVoided':
      return { ...row, status: 'voided', voidedAt: new Date(event.metadata.occurredAt), voidReason: event.data.reason, version };
  }
}

/** The issued codes and their owners: how the quote recognises a typed code. */
export const referralCodeListProjection = rowPerKey<ReferralCodeRow>({
  name: 'referral_codes',
  table: referralCodesTable,
  key: 'code',
  keyOf: (recorded) => asReferralCodeEvent(recorded)?.data.code,
  readsStoredRows: false,
  evolve: (row, recorded) => {
    const event = asReferralCodeEvent(recorded);
    if (event?.type !== 'ReferralCodeIssued') return row;
    const { code, bookingId, owner } = event.data;
    const issuedAt = new Date(event.metadata.occurredAt);
    return { code, bookingId, ownerName: owner.name, ownerPhone: owner.phone, ownerEmail: owner.email, issuedAt };
  },
});

/** Credit accounts with their balance. */
export const creditAccountListProjection = rowPerKey<CreditAccountRow>({
  name: 'credit_accounts',
  table: creditAccountsTable,
  key: 'account',
  keyOf: (recorded) => (asCreditAccountEvent(recorded) ? creditAccountOf(recorded) : undefined),
  evolve: evolveCreditAccountRow,
  createsRow: (recorded) => recorded.version === 1 && asCreditAccountEvent(recorded)?.type === 'CreditGranted',
});

export function evolveCreditAccountRow(row: CreditAccountRow | undefined, recorded: RecordedEvent): CreditAccountRow | undefined {
  const event = asCreditAccountEvent(recorded);
  if (!event) return row;
  const at = new Date(event.metadata.occurredAt);
  const version = recorded.version;
  switch (event.type) {
    case 'CreditGranted': {
      const { holder, amountCents } = event.data;
      const base = row ?? {
        account: creditAccountOf(recorded),
        balanceCents: 0,
        grantedCents: 0,
        spentCents: 0,
        restoredCents: 0,
        createdAt: at,
      };
      return {
        ...base,
        holderName: holder.name,
        holderPhone: holder.phone,
        holderEmail: holder.email,
        balanceCents: base.balanceCents + amountCents,
        grantedCents: base.grantedCents + amountCents,
        updatedAt: at,
        version,
      };
    }
    case 'CreditSpent':
      if (!row) return row;
      return {
        ...row,
        balanceCents: row.balanceCents - event.data.amountCents,
        spentCents: row.spentCents + event.data.amountCents,
        updatedAt: at,
        version,
      };
    case 'CreditRestored':
      if (!row) return row;
      return {
        ...row,
        balanceCents: row.balanceCents + event.data.amountCents,
        restoredCents: row.restoredCents + event.data.amountCents,
        updatedAt: at,
        version,
      };
  }
}

/**
 * Every movement of every credit account, one row per event, with the balance after it (from the
 * account's latest earlier movement, which the batch reads once).
 */
export const creditMovementsProjection: Projection = {
  name: 'credit_movements',
  tables: [creditMovementsTable],
  async applyBatch(events, tx) {
    const byAccount = new Map<string, { recorded: RecordedEvent; event: CreditAccountEvent }[]>();
    for (const recorded of events) {
      const event = asCreditAccountEvent(recorded);
      if (!event) continue;
      const account = creditAccountOf(recorded);
      byAccount.set(account, [...(byAccount.get(account) ?? []), { recorded, event }]);
    }
    if (byAccount.size === 0) return;
    const earlier = await tx.findMany(creditMovementsTable, 'account', [...byAccount.keys()]);
    const balances = new Map<string, { version: number; balance: number }>();
    for (const m of earlier) {
      const known = balances.get(m.account);
      if (!known || m.version > known.version) balances.set(m.account, { version: m.version, balance: m.balanceAfterCents });
    }
    const rows: CreditMovementRow[] = [];
    for (const [account, list] of byAccount) {
      let balance = balances.get(account)?.balance ?? 0;
      for (const { recorded, event } of list) {
        const d = event.data;
        const sign = event.type === 'CreditSpent' ? -1 : 1;
        balance += sign * d.amountCents;
        rows.push({
          account,
          version: recorded.version,
          kind: event.type === 'CreditGranted' ? 'granted' : event.type === 'CreditSpent' ? 'spent' : 'restored',
          amountCents: d.amountCents,
          balanceAfterCents: balance,
          referralId: event.type === 'CreditGranted' ? event.data.referralId : null,
          bookingId: event.type === 'CreditGranted' ? null : event.data.bookingId,
          reason: event.type === 'CreditRestored' ? event.data.reason : null,
          actor: event.metadata.actor,
          at: new Date(event.metadata.occurredAt),
        });
      }
    }
    await tx.insertMany(creditMovementsTable, rows);
  },
};
