import { Column, Entity, Index, MigrationInterface, PrimaryColumn, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import { ChatMessageMetadata, ChatSender } from '../../domain/chat/chat-protocol';

/** One chat conversation (a browser tab's session id), with its summary for the staff's list. */
@Entity({ name: 'chat_sessions' })
export class ChatSessionEntity {
  @PrimaryColumn('text') sessionId!: string;
  @Column('timestamptz') startedAt!: Date;
  @Index() @Column('timestamptz') lastMessageAt!: Date;
  @Column('integer') messageCount!: number;
  @Column('text') lastMessage!: string;
}

/** Every question and answer, in the order they were written (`seq`). */
@Entity({ name: 'chat_messages' })
export class ChatMessageEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) seq!: string;
  @Column('text', { unique: true }) id!: string;
  @Index() @Column('text') sessionId!: string;
  @Column('text') sender!: ChatSender;
  @Column('text') message!: string;
  @Column('timestamptz') timestamp!: Date;
  @Column('jsonb') metadata!: ChatMessageMetadata;
}

export class CreateChat1763800130000 implements MigrationInterface {
  name = 'CreateChat1763800130000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_sessions (
        "sessionId" text PRIMARY KEY,
        "startedAt" timestamptz NOT NULL,
        "lastMessageAt" timestamptz NOT NULL,
        "messageCount" integer NOT NULL,
        "lastMessage" text NOT NULL
      )`);
    await q.query('CREATE INDEX chat_sessions_recent ON chat_sessions ("lastMessageAt" DESC, "sessionId")');
    await q.query(`
      CREATE TABLE chat_messages (
        "seq" bigserial PRIMARY KEY,
        "id" text NOT NULL CONSTRAINT chat_messages_id UNIQUE,
        "sessionId" text NOT NULL REFERENCES chat_sessions ("sessionId") ON DELETE CASCADE,
        "sender" text NOT NULL,
        "message" text NOT NULL,
        "timestamp" timestamptz NOT NULL,
        "metadata" jsonb NOT NULL
      )`);
    await q.query('CREATE INDEX chat_messages_session ON chat_messages ("sessionId", "seq")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE chat_messages');
    await q.query('DROP TABLE chat_sessions');
  }
}

export const chatEntities = [ChatSessionEntity, ChatMessageEntity];
export const chatMigrations = [CreateChat1763800130000];
