import { CHAT_LIMITS } from '../../domain/chat/chat-protocol';

/**
 * What the chat allows: a bounded number of sockets, a share of them per address (counted over every
 * server), a rate of questions per socket and per address, and a socket that stays quiet is closed.
 * A person types a question every few seconds at most. One address is often many people (a
 * campground's Wi-Fi, an office, a carrier's NAT): the per-address figures leave room for some fifty
 * visitors asking a handful of questions each within a minute, and a script with many sockets still
 * gets no more than one address's share.
 */
export interface ChatLimits {
  /** Open sockets at once, all visitors together. */
  maxConnections: number;
  /** Open sockets at once from one address (IPv6: one /64): a household, an office behind one NAT. */
  connectionsPerAddress: number;
  /** Questions one socket may send in a burst, and how many more per minute after it. */
  connectionBurst: number;
  connectionPerMinute: number;
  /**
   * The same for all sockets of one address together, on every server: at most the burst within
   * any addressBurst / addressPerMinute minutes (a sliding window in the database).
   */
  addressBurst: number;
  addressPerMinute: number;
  /**
   * Answers this server works on at once; later questions wait their turn in order (answer-turns.ts).
   * A share of the database pool (10 connections), so a burst of questions leaves room for bookings.
   */
  answersAtOnce: number;
  /** A socket with no message for this long is closed (the widget reconnects when used again). */
  idleMs: number;
  /** Frames over this size are refused by the socket library before they are read. */
  maxPayloadBytes: number;
}

export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  maxConnections: 1_000,
  connectionsPerAddress: 100,
  connectionBurst: 8,
  connectionPerMinute: 20,
  addressBurst: 300,
  addressPerMinute: 600,
  answersAtOnce: 4,
  idleMs: 10 * 60_000,
  maxPayloadBytes: CHAT_LIMITS.frameBytesMax,
};

export const CHAT_LIMITS_TOKEN = Symbol('ChatLimits');
