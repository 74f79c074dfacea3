import { Column, Entity, Index, MigrationInterface, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import { ContentAction, ContentChangeRow } from '../../application/audit/content-changes';
import { FieldChange } from '../../application/shared/field-changes';
import { Actor } from '../../domain/shared/actor';

@Entity({ name: 'content_changes' })
@Index(['area', 'recordId'])
export class ContentChangeEntity implements ContentChangeRow {
  @PrimaryGeneratedColumn() id!: number;
  @Column('text') area!: string;
  @Column('text') recordId!: string;
  @Column('text') action!: ContentAction;
  @Column('jsonb') actor!: Actor;
  @Column('timestamptz') at!: Date;
  @Column('jsonb') changes!: Record<string, FieldChange>;
}

export class CreateContentChanges1763800003000 implements MigrationInterface {
  name = 'CreateContentChanges1763800003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE content_changes (
        "id" serial PRIMARY KEY,
        "area" text NOT NULL,
        "recordId" text NOT NULL,
        "action" text NOT NULL CHECK ("action" IN ('created', 'updated', 'deleted')),
        "actor" jsonb NOT NULL,
        "at" timestamptz NOT NULL,
        "changes" jsonb NOT NULL
      )`);
    await q.query('CREATE INDEX content_changes_area_record_idx ON content_changes ("area", "recordId")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE content_changes');
  }
}

export const auditEntities = [ContentChangeEntity];
export const auditMigrations = [CreateContentChanges1763800003000];
