import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { BROKEN_UNICODE_MESSAGE, jsonTextProblem, NUL_MESSAGE } from './unstorable-text';

export interface JsonBodyOptions {
  /** Largest JSON body anybody may send, in bytes. */
  readonly limit: number;
  /** Largest one when `mayExceed` agrees (an admin's blog post may hold 100,000 characters). */
  readonly largerLimit: number;
  /** Asked only when a body announces more than `limit`; so a visitor's body is never read past it. */
  readonly mayExceed: (req: Request) => Promise<boolean>;
  /** Deepest nesting of arrays and objects taken. */
  readonly maxDepth: number;
  /** How long the whole body may take to arrive. */
  readonly deadlineMs: number;
}

/**
 * What the app takes: 100 kB covers every public form many times over; an admin's blog post of
 * 100,000 characters needs more. No real body nests deeper than a few levels.
 */
export const JSON_BODY_LIMITS = { limit: 100 * 1024, largerLimit: 1024 * 1024, maxDepth: 32, deadlineMs: 30_000 } as const;

export const JSON_BODY_MESSAGES = {
  tooDeep: (maxDepth: number) => `The request body is nested too deeply (at most ${maxDepth} levels).`,
  tooLarge: (limit: number) => `The request body is too large (at most ${Math.floor(limit / 1024)} kB).`,
  tooSlow: 'The request body arrived too slowly.',
  notUtf8: 'Send JSON as UTF-8.',
  nul: NUL_MESSAGE,
  brokenUnicode: BROKEN_UNICODE_MESSAGE,
} as const;

type RawBodyRequest = Request & { rawBody?: Buffer };

/**
 * The only body parser of the app: JSON (multipart uploads are read by the media route itself; no
 * urlencoded parser, so an HTML form's body reaches no handler). Before JSON.parse sees a body its
 * bytes are scanned for nesting: 450,000 nested arrays parse, then blow the validator's stack,
 * blocking the server for most of a second. The exact bytes stay as req.rawBody: Stripe signs
 * those, not the parsed object.
 */
export function jsonBodies(options: JsonBodyOptions): RequestHandler {
  const verify = (req: RawBodyRequest, _res: Response, body: Buffer, encoding: string) => {
    // A UTF-16 body's bytes would fool the scan below (and RFC 8259 wants UTF-8 anyway).
    if (encoding !== 'utf-8') throw refusal(415, JSON_BODY_MESSAGES.notUtf8);
    if (nestingDeeperThan(body, options.maxDepth)) throw refusal(400, JSON_BODY_MESSAGES.tooDeep(options.maxDepth));
    const problem = jsonTextProblem(body);
    if (problem) throw refusal(400, problem === 'nul' ? JSON_BODY_MESSAGES.nul : JSON_BODY_MESSAGES.brokenUnicode);
    req.rawBody = body;
  };
  const parser = (limit: number) => withinDeadline(express.json({ limit, verify }), limit, options.deadlineMs);
  const small = parser(options.limit);
  const large = parser(options.largerLimit);
  return (req: Request, res: Response, next: NextFunction) => {
    const announced = Number(req.get('content-length'));
    if (!(announced > options.limit) || !req.is('application/json')) return small(req, res, next);
    options.mayExceed(req).then((allowed) => (allowed ? large : small)(req, res, next), next);
  };
}

/**
 * Whether arrays and objects nest deeper than `max`, from the raw bytes: linear and without
 * recursion. Brackets inside strings do not count; UTF-8 continuation bytes never look like
 * ASCII, so multi-byte characters need no decoding.
 */
export function nestingDeeperThan(body: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > max) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      // More closing than opening: JSON.parse refuses it at that very byte.
      if (--depth < 0) return false;
    }
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * The server's requestTimeout must leave minutes for a video upload; a JSON body is small, so one
 * that trickles in is cut off much sooner, and its connection closed rather than read to the end.
 */
function withinDeadline(parser: RequestHandler, limit: number, deadlineMs: number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      res.setHeader('Connection', 'close');
      next(refusal(408, JSON_BODY_MESSAGES.tooSlow));
    }, deadlineMs);
    parser(req, res, (error?: unknown) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      if (isTooLarge(error)) next(refusal(413, JSON_BODY_MESSAGES.tooLarge(limit)));
      else next(error);
    });
  };
}

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: unknown }).type === 'entity.too.large';
}

/** Shaped like the http-errors body-parser throws, so that Nest answers it with this status and message. */
function refusal(status: number, message: string): Error {
  return Object.assign(new Error(message), { status, statusCode: status, expose: true });
}
