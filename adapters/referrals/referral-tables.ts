import { IndexCreditAccountHolders1764100500000 } from './credit-account-holder-indexes';
import { CreateCreditClaims1763800160001 } from './credit-claims-table';
import { Column, Entity, Index, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import {
  CreditAccountRow,
  CreditMovementKind,
  CreditMovementRow,
  ReferralCodeRow,
  ReferralRequestRow,
  ReferralRow,
  ReferralStatus,
} from '../../application/referrals/referral-read-models';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { Actor } from '../../domain/shared/actor';

/** The referral read models (application/referrals/referral-projections.ts); the events are the record. */
@Entity({ name: 'referrals' })
export class ReferralEntity implements ReferralRow {
  @PrimaryColumn('text') id!: string;
  @Column('text') referrerPhone!: string;
  @Column('text') referrerName!: string;
  @Column('text') referrerEmail!: string;
  @Column('text') refereePhone!: string;
  @Column('text') refereeName!: string;
  @Column('text') refereeEmail!: string;
  @Column('text') referralCode!: string;
  @Index() @Column('text') originalBookingId!: string;
  @Column('text') referredBookingId!: string;
  @Column('text') status!: ReferralStatus;
  @Column('integer') creditAmount!: number;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz', { nullable: true }) completedAt!: Date | null;
  @Column('timestamptz', { nullable: true }) rewardedAt!: Date | null;
  @Column('timestamptz', { nullable: true }) voidedAt!: Date | null;
  @Column('text', { nullable: true }) voidReason!: string | null;
  @Column('text') tripDate!: string;
  @Column('text') tripTime!: TimeSlot;
  @Column('timestamptz') tripEndsAt!: Date;
  @Column('text', { nullable: true }) creditAccount!: string | null;
  @Column('integer') version!: number;
}

@Entity({ name: 'referral_codes' })
export class ReferralCodeEntity implements ReferralCodeRow {
  @PrimaryColumn('text') code!: string;
  @Index() @Column('text') bookingId!: string;
  @Column('text') ownerName!: string;
  @Column('text') ownerPhone!: string;
  @Column('text') ownerEmail!: string;
  @Column('timestamptz') issuedAt!: Date;
}

@Entity({ name: 'credit_accounts' })
export class CreditAccountEntity implements CreditAccountRow {
  @PrimaryColumn('text') account!: string;
  @Column('text') holderName!: string;
  @Column('text') holderPhone!: string;
  @Column('text') holderEmail!: string;
  @Column('integer') balanceCents!: number;
  @Column('integer') grantedCents!: number;
  @Column('integer') spentCents!: number;
  @Column('integer') restoredCents!: number;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
  @Column('integer') version!: number;
}

@Entity({ name: 'credit_movements' })
export class CreditMovementEntity implements CreditMovementRow {
  @PrimaryColumn('text') account!: string;
  @PrimaryColumn('integer') version!: number;
  @Column('text') kind!: CreditMovementKind;
  @Column('integer') amountCents!: number;
  @Column('integer') balanceAfterCents!: number;
  @Column('text', { nullable: true }) referralId!: string | null;
  @Column('text', { nullable: true }) bookingId!: string | null;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('jsonb') actor!: Actor;
  @Column('timestamptz') at!: Date;
}

@Entity({ name: 'referral_requests' })
export class ReferralRequestEntity implements ReferralRequestRow {
  @PrimaryColumn('text') bookingId!: string;
  @Column('text') customerPhone!: string;
  @Column('text') customerName!: string;
  @Column('timestamptz') sentAt!: Date;
  @Column('text') status!: 'sent' | 'failed';
  @Column('text') referralCode!: string;
  @Column('text') message!: string;
  @Column('text', { nullable: true }) failureReason!: string | null;
}

export class CreateReferralRequests1763800110001 implements MigrationInterface {
  name = 'CreateReferralRequests1763800110001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE referral_requests (
        "bookingId" text PRIMARY KEY,
        "customerPhone" text NOT NULL,
        "customerName" text NOT NULL,
        "sentAt" timestamptz NOT NULL,
        "status" text NOT NULL DEFAULT 'sent',
        "referralCode" text NOT NULL,
        "message" text NOT NULL,
        "failureReason" text
      )`);
    await q.query('CREATE INDEX referral_requests_list_idx ON referral_requests ("sentAt" DESC, "bookingId" DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE referral_requests');
  }
}

export class CreateReferrals1763800100000 implements MigrationInterface {
  name = 'CreateReferrals1763800100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE referrals (
        "id" text PRIMARY KEY,
        "referrerPhone" text NOT NULL,
        "referrerName" text NOT NULL,
        "referrerEmail" text NOT NULL,
        "refereePhone" text NOT NULL,
        "refereeName" text NOT NULL,
        "refereeEmail" text NOT NULL,
        "referralCode" text NOT NULL,
        "originalBookingId" text NOT NULL,
        "referredBookingId" text NOT NULL,
        "status" text NOT NULL,
        "creditAmount" integer NOT NULL,
        "createdAt" timestamptz NOT NULL,
        "completedAt" timestamptz,
        "rewardedAt" timestamptz,
        "voidedAt" timestamptz,
        "voidReason" text,
        "tripDate" text NOT NULL,
        "tripTime" text NOT NULL,
        "tripEndsAt" timestamptz NOT NULL,
        "creditAccount" text,
        "version" integer NOT NULL
      )`);
    await q.query('CREATE INDEX referrals_original_booking_idx ON referrals ("originalBookingId")');
    await q.query('CREATE INDEX referrals_list_idx ON referrals ("createdAt" DESC, "id" DESC)');
    // The job's "what is due": pending ones by their trip's end, and completed ones not yet rewarded.
    await q.query(`CREATE INDEX referrals_due_idx ON referrals ("tripEndsAt") WHERE "status" IN ('pending', 'completed')`);
    await q.query(`
      CREATE TABLE referral_codes (
        "code" text PRIMARY KEY,
        "bookingId" text NOT NULL,
        "ownerName" text NOT NULL,
        "ownerPhone" text NOT NULL,
        "ownerEmail" text NOT NULL,
        "issuedAt" timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX referral_codes_booking_idx ON referral_codes ("bookingId")');
    await q.query(`
      CREATE TABLE credit_accounts (
        "account" text PRIMARY KEY,
        "holderName" text NOT NULL,
        "holderPhone" text NOT NULL,
        "holderEmail" text NOT NULL,
        "balanceCents" integer NOT NULL,
        "grantedCents" integer NOT NULL,
        "spentCents" integer NOT NULL,
        "restoredCents" integer NOT NULL,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL,
        "version" integer NOT NULL
      )`);
    await q.query(`
      CREATE TABLE credit_movements (
        "account" text NOT NULL,
        "version" integer NOT NULL,
        "kind" text NOT NULL,
        "amountCents" integer NOT NULL,
        "balanceAfterCents" integer NOT NULL,
        "referralId" text,
        "bookingId" text,
        "reason" text,
        "actor" jsonb NOT NULL,
        "at" timestamptz NOT NULL,
        PRIMARY KEY ("account", "version")
      )`);
    // "Is this a new customer?": a confirmed booking of the same email or phone (its last ten digits).
    await q.query(`CREATE INDEX booking_list_email_key_idx ON booking_list (lower(btrim("email")))`);
    await q.query(`CREATE INDEX booking_list_phone_key_idx ON booking_list (right(regexp_replace("phone", '\\D', '', 'g'), 10))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX booking_list_phone_key_idx');
    await q.query('DROP INDEX booking_list_email_key_idx');
    await q.query('DROP TABLE credit_movements');
    await q.query('DROP TABLE credit_accounts');
    await q.query('DROP TABLE referral_codes');
    await q.query('DROP TABLE referrals');
  }
}

export const referralEntities = [ReferralEntity, ReferralCodeEntity, CreditAccountEntity, CreditMovementEntity, ReferralRequestEntity];
export const referralMigrations = [
  CreateReferrals1763800100000,
  CreateReferralRequests1763800110001,
  CreateCreditClaims1763800160001,
  IndexCreditAccountHolders1764100500000,
];
