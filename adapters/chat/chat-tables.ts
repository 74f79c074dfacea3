import { Column, Entity, Index, MigrationInterface, PrimaryColumn, PrimaryGeneratedColumn, QueryRunner } from 'typeorm';
import { BookingContext, ChatMessageMetadata, ChatSender } from '../../domain/chat/chat-protocol';
import { DialogueState } from '../../domain/chat/dialogue-state';

/** One chat conversation (a browser tab's session id), with its summary for the staff's list. */
@Entity({ name: 'chat_sessions' })
export class ChatSessionEntity {
  @PrimaryColumn('text') sessionId!: string;
  @Column('timestamptz') startedAt!: Date;
  @Index() @Column('timestamptz') lastMessageAt!: Date;
  @Column('integer') messageCount!: number;
  @Column('text') lastMessage!: string;
  /** What the conversation is about so far (package, date, party): any server answering its next question reads it. */
  @Column('jsonb', { nullable: true }) bookingContext!: BookingContext | null;
  /** The server's own memory of the conversation (last subject, dates, ages, code, language): never sent to the widget. */
  @Column('jsonb', { nullable: true }) dialogueState!: DialogueState | null;
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

/** A server that takes chat sockets, alive while it renews its heartbeat (chat-socket-registry.ts). */
@Entity({ name: 'chat_servers' })
export class ChatServerEntity {
  @PrimaryColumn('text') serverId!: string;
  @Column('timestamptz') heartbeatAt!: Date;
}

/** An open chat socket on one of the servers: the per-address and total caps count these. */
@Entity({ name: 'chat_sockets' })
export class ChatSocketEntity {
  @PrimaryColumn('text') socketId!: string;
  @Index() @Column('text') serverId!: string;
  @Index() @Column('text') address!: string;
  @Column('timestamptz') openedAt!: Date;
}

export class ChatAcrossServers1764000420000 implements MigrationInterface {
  name = 'ChatAcrossServers1764000420000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE chat_sessions ADD COLUMN "bookingContext" jsonb');
    // Unlogged, like the rate limits' windows: what is open now needs no crash safety (after one
    // the servers' heartbeats write themselves back), and their commits wait for no disk flush.
    await q.query(`
      CREATE UNLOGGED TABLE chat_servers (
        "serverId" text PRIMARY KEY,
        "heartbeatAt" timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE UNLOGGED TABLE chat_sockets (
        "socketId" text PRIMARY KEY,
        "serverId" text NOT NULL REFERENCES chat_servers ("serverId") ON DELETE CASCADE,
        "address" text NOT NULL,
        "openedAt" timestamptz NOT NULL
      )`);
    await q.query('CREATE INDEX chat_sockets_address ON chat_sockets ("address")');
    await q.query('CREATE INDEX chat_sockets_server ON chat_sockets ("serverId")');
    // Counts the live sockets (of servers whose heartbeat is fresh) and adds this one if both caps
    // have room, under one advisory lock: handshakes on any server are decided one after the other
    // (each statement of the function sees the ones decided before it), so no cap is passed.
    await q.query(`
      CREATE FUNCTION admit_chat_socket(p_socket text, p_server text, p_address text, p_total integer, p_per_address integer,
                                        p_lapse_s integer)
      RETURNS text LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        total integer;
        mine integer;
      BEGIN
        PERFORM pg_advisory_xact_lock(1764000420, 0);
        SELECT count(*), count(*) FILTER (WHERE s."address" = p_address) INTO total, mine
        FROM chat_sockets s JOIN chat_servers v ON v."serverId" = s."serverId"
        WHERE v."heartbeatAt" > now() - make_interval(secs => p_lapse_s);
        IF total >= p_total THEN
          RETURN 'total';
        END IF;
        IF mine >= p_per_address THEN
          RETURN 'address';
        END IF;
        INSERT INTO chat_sockets ("socketId", "serverId", "address", "openedAt") VALUES (p_socket, p_server, p_address, now());
        RETURN NULL;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP FUNCTION admit_chat_socket(text, text, text, integer, integer, integer)');
    await q.query('DROP TABLE chat_sockets');
    await q.query('DROP TABLE chat_servers');
    await q.query('ALTER TABLE chat_sessions DROP COLUMN "bookingContext"');
  }
}

/** The assistant's dialogue state, beside the booking context the widget sees (whose shape stays as clients know it). */
export class ChatDialogueState1764100200000 implements MigrationInterface {
  name = 'ChatDialogueState1764100200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE chat_sessions ADD COLUMN "dialogueState" jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE chat_sessions DROP COLUMN "dialogueState"');
  }
}

export const chatEntities = [ChatSessionEntity, ChatMessageEntity, ChatServerEntity, ChatSocketEntity];
export const chatMigrations = [CreateChat1763800130000, ChatAcrossServers1764000420000, ChatDialogueState1764100200000];
