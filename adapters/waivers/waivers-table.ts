import { Column, Entity, Index, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { WaiverCopyLinkRow } from '../../application/waivers/waiver-copy-links';
import { WaiverRow } from '../../application/waivers/waiver-read-models';
import { WaiverStatus } from '../../domain/waivers/waiver-rules';

/** The waiver read model (application/waivers/waiver-list.projection.ts); the events are the record. */
@Entity({ name: 'waivers' })
export class WaiverEntity implements WaiverRow {
  @PrimaryColumn('text') id!: string;
  @Column('text') status!: WaiverStatus;
  @Column('text') firstName!: string;
  @Column('text') lastName!: string;
  @Column('text') email!: string;
  @Column('text') phone!: string;
  @Column('text') dateOfBirth!: string;
  @Column('boolean') minor!: boolean;
  @Column('text', { nullable: true }) guardianName!: string | null;
  @Column('text', { nullable: true }) guardianRelationship!: string | null;
  @Column('text', { nullable: true }) guardianSignature!: string | null;
  @Column('text') signature!: string;
  @Column('text') emergencyContactName!: string;
  @Column('text') emergencyContactPhone!: string;
  @Column('text', { nullable: true }) medicalConditions!: string | null;
  @Column('boolean') agreeToTerms!: boolean;
  @Column('boolean') agreeToRisks!: boolean;
  @Column('boolean') agreeToPhotos!: boolean;
  @Index() @Column('text', { nullable: true }) bookingId!: string | null;
  @Index() @Column('text', { nullable: true }) tripDate!: string | null;
  @Column('integer') termsVersionId!: number;
  @Column('text') termsSha256!: string;
  @Index() @Column('timestamptz') signedAt!: Date;
  @Column('text', { nullable: true }) clientAddress!: string | null;
  @Column('text', { nullable: true }) userAgent!: string | null;
  @Column('timestamptz', { nullable: true }) linkedAt!: Date | null;
  @Column('text', { nullable: true }) linkedBy!: string | null;
  @Column('timestamptz', { nullable: true }) voidedAt!: Date | null;
  @Column('text', { nullable: true }) voidReason!: string | null;
  @Column('text', { nullable: true }) voidedBy!: string | null;
  @Column('integer') version!: number;
}

export class CreateWaivers1763800090000 implements MigrationInterface {
  name = 'CreateWaivers1763800090000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE waivers (
        "id" text PRIMARY KEY,
        "status" text NOT NULL,
        "firstName" text NOT NULL,
        "lastName" text NOT NULL,
        "email" text NOT NULL,
        "phone" text NOT NULL,
        "dateOfBirth" text NOT NULL,
        "minor" boolean NOT NULL,
        "guardianName" text,
        "guardianRelationship" text,
        "guardianSignature" text,
        "signature" text NOT NULL,
        "emergencyContactName" text NOT NULL,
        "emergencyContactPhone" text NOT NULL,
        "medicalConditions" text,
        "agreeToTerms" boolean NOT NULL,
        "agreeToRisks" boolean NOT NULL,
        "agreeToPhotos" boolean NOT NULL,
        "bookingId" text,
        "tripDate" text,
        "termsVersionId" integer NOT NULL,
        "termsSha256" text NOT NULL,
        "signedAt" timestamptz NOT NULL,
        "clientAddress" text,
        "userAgent" text,
        "linkedAt" timestamptz,
        "linkedBy" text,
        "voidedAt" timestamptz,
        "voidReason" text,
        "voidedBy" text,
        "version" integer NOT NULL
      )`);
    await q.query('CREATE INDEX waivers_booking_idx ON waivers ("bookingId")');
    await q.query('CREATE INDEX waivers_trip_date_idx ON waivers ("tripDate")');
    // The list is read newest first.
    await q.query('CREATE INDEX waivers_signed_at_idx ON waivers ("signedAt" DESC, "id" DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE waivers');
  }
}

/** Each booking's waiver reference (application/waivers/waiver-references.ts), one per booking. */
@Entity({ name: 'booking_waiver_references' })
export class BookingWaiverReferenceEntity {
  @PrimaryColumn('text') bookingId!: string;
  @Column('text') reference!: string;
  @Column('timestamptz') createdAt!: Date;
}

/** The private links to signed copies (application/waivers/waiver-copy-links.ts), by the SHA-256 of their token: never the token. */
@Entity({ name: 'waiver_copy_links' })
export class WaiverCopyLinkEntity implements WaiverCopyLinkRow {
  @PrimaryColumn('text') tokenHash!: string;
  @Column('text') waiverId!: string;
  @Column('timestamptz') createdAt!: Date;
}

export class CreateWaiverReferencesAndCopyLinks1763800190000 implements MigrationInterface {
  name = 'CreateWaiverReferencesAndCopyLinks1763800190000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booking_waiver_references (
        "bookingId" text PRIMARY KEY,
        "reference" text NOT NULL UNIQUE,
        "createdAt" timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE waiver_copy_links (
        "tokenHash" text PRIMARY KEY,
        "waiverId" text NOT NULL,
        "createdAt" timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE waiver_copy_links');
    await q.query('DROP TABLE booking_waiver_references');
  }
}

export const waiverEntities = [WaiverEntity, BookingWaiverReferenceEntity, WaiverCopyLinkEntity];
export const waiverMigrations = [CreateWaivers1763800090000, CreateWaiverReferencesAndCopyLinks1763800190000];
