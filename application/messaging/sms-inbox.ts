/**
 * Where a received text came from: 'sms', a text to the business number (Twilio's webhook), from
 * the number it names; 'website-chat', a question a visitor left in the chat with a number they
 * typed, which anyone can type: it is never taken as that number's owner writing.
 */
export const SMS_SOURCES = ['sms', 'website-chat'] as const;
export type SmsSource = (typeof SMS_SOURCES)[number];

/** A text someone sent to the business number (Twilio's inbound webhook), or a chat hand-off. */
export interface InboundSms {
  readonly source: SmsSource;
  /** Twilio's MessageSid: a webhook Twilio retries is stored once. */
  readonly providerId: string;
  /** E.164. */
  readonly from: string;
  readonly to: string;
  readonly body: string;
  readonly receivedAt: Date;
}

export interface StoredInboundSms extends InboundSms {
  readonly id: string;
  readonly readAt: Date | null;
}

/** A conversation: one per number and source. Addresses name it by its id, never by the number. */
export interface SmsThreadKey {
  readonly id: string;
  readonly source: SmsSource;
  /** E.164. */
  readonly phone: string;
}

/** One conversation in the admin's inbox list. */
export interface SmsThreadSummary {
  id: string;
  source: SmsSource;
  /** False for a chat hand-off: the visitor typed the number, and may not own it. */
  numberVerified: boolean;
  /** E.164. */
  phone: string;
  /** The customer's name from their latest booking, when the number booked; never for a chat hand-off. */
  name: string | null;
  lastMessage: string;
  lastAt: Date;
  lastDirection: 'in' | 'out';
  /** Texts received and not yet read. */
  unread: number;
  /** The number replied STOP (or another opt-out word) and has not opted back in. */
  optedOut: boolean;
}

/** One message of a conversation, either way. */
export interface SmsThreadMessage {
  /** 'in-<id>' or 'out-<outbox id>'. */
  id: string;
  direction: 'in' | 'out';
  body: string;
  at: Date;
  /** Outbound: the outbox's status (pending, sent, recorded, failed, cancelled); inbound: null. */
  status: string | null;
  /** Outbound: who wrote it (null for the site's own messages); inbound: null. */
  sentBy: string | null;
  /** Outbound: what kind of message (booking-confirmed, reminder-customer_24h, admin-sms...). */
  kind: string | null;
  /** Outbound and failed: why. */
  error: string | null;
  /** Inbound: when the admin read it. */
  readAt: Date | null;
}

export interface SmsThread {
  id: string;
  source: SmsSource;
  numberVerified: boolean;
  phone: string;
  name: string | null;
  optedOut: boolean;
  /** Oldest first. */
  messages: SmsThreadMessage[];
}

/** The received texts (adapters: a table in PostgreSQL or PGlite). */
export interface InboxStore {
  /** Stores a received text once per providerId, in its number's conversation of its source; false when it was already there. */
  receive(sms: InboundSms): Promise<boolean>;
  /** Every conversation, with its latest received text and unread count, the latest first. */
  senders(limit: number): Promise<(SmsThreadKey & { lastBody: string; lastAt: Date; unread: number })[]>;
  thread(id: string): Promise<SmsThreadKey | null>;
  /** A conversation's received texts, newest first. */
  from(thread: SmsThreadKey, limit: number): Promise<StoredInboundSms[]>;
  /** Marks every unread text of a conversation read; how many. */
  markRead(thread: SmsThreadKey, at: Date, by: string): Promise<number>;
}

/** Numbers that replied STOP: kept in our database, whatever the provider also does. */
export interface OptOutStore {
  isOptedOut(phone: string): Promise<boolean>;
  /** Of these E.164 numbers, the opted-out ones. */
  optedOut(phones: readonly string[]): Promise<Set<string>>;
  /** Records an opt-out (`optedOut` true) or an opt-in, with the word and when. */
  record(phone: string, optedOut: boolean, keyword: string, at: Date): Promise<void>;
  list(): Promise<{ phone: string; optedOut: boolean; keyword: string; changedAt: Date }[]>;
}

/** A customer as the SMS tabs show them, from their bookings (adapters: grouped over the booking list). */
export interface Customer {
  /** E.164 number: one customer per number. */
  phone: string;
  /** As typed on their latest booking. */
  displayPhone: string;
  name: string;
  email: string;
  /** Bookings not cancelled (pending or confirmed). */
  bookings: number;
  /** Date of their latest confirmed trip (YYYY-MM-DD), if any. */
  lastTrip: string | null;
  optedOut: boolean;
}

export interface CustomerDirectory {
  /** Everyone who booked (not a test booking, not an unpaid checkout), the latest booker first. */
  list(limit: number): Promise<Omit<Customer, 'optedOut'>[]>;
  /** Names of these E.164 numbers from their latest booking. */
  namesOf(phones: readonly string[]): Promise<Map<string, string>>;
}
