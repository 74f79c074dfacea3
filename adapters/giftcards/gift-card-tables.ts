import { Column, Entity, Index, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import {
  GiftCardListStatus,
  GiftCardMovementKind,
  GiftCardMovementRow,
  GiftCardRow,
} from '../../application/giftcards/gift-card-read-models';
import { Actor } from '../../domain/shared/actor';

/** The gift card read models (application/giftcards/gift-card-projections.ts); the events are the record. */
@Entity({ name: 'gift_cards' })
export class GiftCardEntity implements GiftCardRow {
  @PrimaryColumn('text') id!: string;
  @Index() @Column('text', { nullable: true }) code!: string | null;
  @Column('text') status!: GiftCardListStatus;
  @Column('integer') amountCents!: number;
  @Column('integer') balanceCents!: number;
  @Column('integer') redeemedCents!: number;
  @Column('integer') returnedCents!: number;
  @Column('text', { nullable: true }) packageName!: string | null;
  @Column('integer', { nullable: true }) people!: number | null;
  @Column('text') buyerName!: string;
  @Column('text') buyerEmail!: string;
  @Column('text') recipientName!: string;
  @Column('text') recipientEmail!: string;
  @Column('text', { nullable: true }) message!: string | null;
  @Column('text') paymentIntentId!: string;
  @Column('timestamptz') orderedAt!: Date;
  @Column('timestamptz', { nullable: true }) issuedAt!: Date | null;
  @Column('timestamptz') updatedAt!: Date;
  @Column('integer') version!: number;
}

@Entity({ name: 'gift_card_movements' })
export class GiftCardMovementEntity implements GiftCardMovementRow {
  @PrimaryColumn('text') giftCardId!: string;
  @PrimaryColumn('integer') version!: number;
  @Column('text') kind!: GiftCardMovementKind;
  @Column('integer') amountCents!: number;
  @Column('text', { nullable: true }) bookingId!: string | null;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('jsonb') actor!: Actor;
  @Column('timestamptz') at!: Date;
}

export class CreateGiftCards1764200000000 implements MigrationInterface {
  name = 'CreateGiftCards1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE gift_cards (
        "id" text PRIMARY KEY,
        "code" text,
        "status" text NOT NULL,
        "amountCents" integer NOT NULL,
        "balanceCents" integer NOT NULL,
        "redeemedCents" integer NOT NULL,
        "returnedCents" integer NOT NULL,
        "packageName" text,
        "people" integer,
        "buyerName" text NOT NULL,
        "buyerEmail" text NOT NULL,
        "recipientName" text NOT NULL,
        "recipientEmail" text NOT NULL,
        "message" text,
        "paymentIntentId" text NOT NULL,
        "orderedAt" timestamptz NOT NULL,
        "issuedAt" timestamptz,
        "updatedAt" timestamptz NOT NULL,
        "version" integer NOT NULL
      )`);
    await q.query('CREATE INDEX gift_cards_code_idx ON gift_cards ("code")');
    await q.query('CREATE INDEX gift_cards_list_idx ON gift_cards ("orderedAt" DESC, "id" DESC)');
    // The reconciliation's "ordered and not reported paid".
    await q.query(`CREATE INDEX gift_cards_ordered_idx ON gift_cards ("orderedAt") WHERE "status" = 'ordered'`);
    // The reports' "sold in this range".
    await q.query('CREATE INDEX gift_cards_issued_idx ON gift_cards ("issuedAt") WHERE "issuedAt" IS NOT NULL');
    await q.query(`
      CREATE TABLE gift_card_movements (
        "giftCardId" text NOT NULL,
        "version" integer NOT NULL,
        "kind" text NOT NULL,
        "amountCents" integer NOT NULL,
        "bookingId" text,
        "reason" text,
        "actor" jsonb NOT NULL,
        "at" timestamptz NOT NULL,
        PRIMARY KEY ("giftCardId", "version")
      )`);
    // The reports' "redeemed and returned in this range".
    await q.query(`CREATE INDEX gift_card_movements_money_idx ON gift_card_movements ("at") WHERE "kind" IN ('redeemed', 'returned')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE gift_card_movements');
    await q.query('DROP TABLE gift_cards');
  }
}

export const giftCardEntities = [GiftCardEntity, GiftCardMovementEntity];
export const giftCardMigrations = [CreateGiftCards1764200000000];
