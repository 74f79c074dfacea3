import { Column, Entity, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { MessageTemplateRow } from '../../application/messaging/message-template-service';

/** The admin's edits of the message templates (docs/product/messaging.md); a template without a row is its default. */
@Entity({ name: 'message_templates' })
export class MessageTemplateEntity implements MessageTemplateRow {
  @PrimaryColumn('text') key!: string;
  @Column('text', { nullable: true }) subject!: string | null;
  @Column('text') body!: string;
  @Column('timestamptz') updatedAt!: Date;
  @Column('text') updatedBy!: string;
}

export class CreateMessageTemplates1763800094000 implements MigrationInterface {
  name = 'CreateMessageTemplates1763800094000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE message_templates (
        "key" text NOT NULL,
        "subject" text,
        "body" text NOT NULL CONSTRAINT message_templates_body_check CHECK ("body" <> ''),
        "updatedAt" timestamptz NOT NULL,
        "updatedBy" text NOT NULL,
        CONSTRAINT message_templates_pkey PRIMARY KEY ("key")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE message_templates');
  }
}

export const messageTemplateEntities = [MessageTemplateEntity];
export const messageTemplateMigrations = [CreateMessageTemplates1763800094000];
