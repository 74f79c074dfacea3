import { Column, Entity, MigrationInterface, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import { CatchRow } from '../../application/gallery/catch-service';

@Entity({ name: 'catches' })
export class CatchEntity implements CatchRow {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') fishType!: string;
  @Column('text') angler!: string;
  /** YYYY-MM-DD as text, like booking dates: no driver turns it into a time-zone-shifted Date. */
  @Column('text') date!: string;
  @Column('text') imageUrl!: string;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}

export class CreateCatches1763800006000 implements MigrationInterface {
  name = 'CreateCatches1763800006000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE catches (
        "id" serial PRIMARY KEY,
        "fishType" text NOT NULL,
        "angler" text NOT NULL,
        "date" text NOT NULL CONSTRAINT catches_date_check CHECK ("date" ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
        "imageUrl" text NOT NULL,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL
      )`);
    // The gallery lists the latest catches first.
    await q.query('CREATE INDEX catches_date_idx ON catches ("date" DESC, "id" DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE catches');
  }
}

export const galleryEntities = [CatchEntity];
export const galleryMigrations = [CreateCatches1763800006000];
