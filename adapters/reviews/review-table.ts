import { Column, Entity, MigrationInterface, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import { ReviewRow } from '../../application/reviews/review-service';

@Entity({ name: 'reviews' })
export class ReviewEntity implements ReviewRow {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') name!: string;
  @Column('text') location!: string;
  @Column('integer') rating!: number;
  @Column('text') comment!: string;
  @Column('text') initials!: string;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
}

export class CreateReviews1763800005000 implements MigrationInterface {
  name = 'CreateReviews1763800005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reviews (
        "id" serial PRIMARY KEY,
        "name" text NOT NULL,
        "location" text NOT NULL,
        "rating" integer NOT NULL CONSTRAINT reviews_rating_check CHECK ("rating" BETWEEN 1 AND 5),
        "comment" text NOT NULL,
        "initials" text NOT NULL,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL
      )`);
    // The site lists reviews newest first.
    await q.query('CREATE INDEX reviews_created_idx ON reviews ("createdAt" DESC, "id" DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE reviews');
  }
}

export const reviewEntities = [ReviewEntity];
export const reviewMigrations = [CreateReviews1763800005000];
