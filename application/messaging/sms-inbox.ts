/** A text someone sent to the business number (Twilio's inbound webhook). */
export interface InboundSms {
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

/** One number's conversation in the admin's inbox list. */
export interface SmsThreadSummary {
  /** E.164: the conversation's key. */
  phone: string;
  /** The customer's name from their latest booking, when the number booked. */
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
  phone: string;
  name: string | null;
  optedOut: boolean;
  /** Oldest first. */
  messages: SmsThreadMessage[];
}

/** The received texts (adapters: a table in PostgreSQL or PGlite). */
export interface InboxStore {
  /** Stores a received text once per providerId; false when it was already there. */
  receive(sms: InboundSms): Promise<boolean>;
  /** Every number that texted in, with its latest received text and unread count. */
  senders(limit: number): Promise<{ phone: string; lastBody: string; lastAt: Date; unread: number }[]>;
  /** One number's received texts, newest first. */
  from(phone: string, limit: number): Promise<StoredInboundSms[]>;
  /** Marks every unread text of a number read; how many. */
  markRead(phone: string, at: Date, by: string): Promise<number>;
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
