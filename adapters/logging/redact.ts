/**
 * The one place that decides what never reaches a log line: passwords, session tokens and cookies,
 * Authorization headers, Stripe client secrets, keys and webhook signatures, card data and the
 * waiver's medical answers. The logger (app-logger.ts) runs every line through it; the access log
 * and the error filter use redactUrl for the address they print.
 */
export const REDACTED = '[REDACTED]';

/** Compared without case, `-` or `_`: `client_secret`, `clientSecret` and `Client-Secret` alike. */
const SENSITIVE_PARTS = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'cookie',
  'authorization',
  'signature',
  'apikey',
  'privatekey',
  'credential',
  'session',
  'cvc',
  'cvv',
  // A waitlist offer's token in the booking form's address (?waitlist=) and the checkout's body.
  'waitlist',
];
/** The waiver's medical fields (medicalConditions, allergies, medications, healthNotes...) and card fields (card, cardNumber...). */
const SENSITIVE_PREFIXES = ['medical', 'allerg', 'medication', 'health', 'card'];

export function isSensitiveKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    SENSITIVE_PARTS.some((part) => k.includes(part)) ||
    SENSITIVE_PREFIXES.some((prefix) => k.startsWith(prefix)) ||
    k === 'pan' ||
    k === 'key'
  );
}

/** Secrets recognisable by their shape, wherever they appear (an error's message, a URL, a stack). */
const SECRET_SHAPES: readonly RegExp[] = [
  // Stripe client secrets (pi_..._secret_..., seti_..._secret_...), secret and restricted keys, webhook secrets.
  /\b(?:pi|seti|src)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+/g,
  /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]+/g,
  /\bwhsec_[A-Za-z0-9]+/g,
];
/**
 * The token of a private link (docs/product/self-service.md) in an address: a booking's manage link
 * (`/manage/<token>`, the page, and `/api/manage/<token>/...`, its calls), a waitlist entry's
 * (`/waitlist/<token>`, `/api/waitlist/<token>/...`), a waiver copy's (`/waiver-copy/<token>`), a
 * waiver link's booking key (`/api/waiver-booking/<key>`, the waiver page's look-up of its booking)
 * and the guide's calendar feed (`/api/calendar/<token>.ics`, calendar-feed.controller.ts); whoever
 * reads the log must not be able to open them.
 */
const MANAGE_LINK_TOKEN = /(\/(?:manage|waitlist|waiver-copy|waiver-booking|calendar)\/)[^/?#\s"']+/gi;
const AUTH_SCHEME = /\b(Bearer|Basic|Digest)\s+[A-Za-z0-9._~+/=-]+/gi;
/** The password of scheme://user:password@host (a database or SMTP address). */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:@/]*):[^\s@/]+@/gi;
/** name=value in a query string, a form body or a Cookie header. */
const KEY_EQUALS_VALUE = /([A-Za-z0-9_.[\]%-]+)=([^&;\s,"']*)/g;
/** "name": value in JSON that ended up inside a message (a body echoed by a parser's error). */
const JSON_MEMBER = /"((?:[^"\\]|\\.){1,100})"(\s*:\s*)("(?:[^"\\]|\\.)*"|[^,}\]\s]+)/g;
/**
 * A card number: 13 to 19 digits in one run, in groups of four, or grouped as Amex prints them;
 * masked only when the Luhn check passes. Never part of a UUID (a request id): its groups are 8-4-4-4-12.
 */
const CARD_NUMBER = /\b(?:\d{4}[ -]){3}\d{1,7}\b|\b\d{4}[ -]\d{6}[ -]\d{5}\b|\b\d{13,19}\b/g;

/** Free text with every secret it visibly carries masked. */
export function redactText(text: string): string {
  let out = text;
  for (const shape of SECRET_SHAPES) out = out.replace(shape, REDACTED);
  return out
    .replace(MANAGE_LINK_TOKEN, (_match, before: string) => `${before}${REDACTED}`)
    .replace(AUTH_SCHEME, (_match, scheme: string) => `${scheme} ${REDACTED}`)
    .replace(URL_PASSWORD, (_match, before: string) => `${before}:${REDACTED}@`)
    .replace(KEY_EQUALS_VALUE, (match, key: string) => (isSensitiveKey(decoded(key)) ? `${key}=${REDACTED}` : match))
    .replace(JSON_MEMBER, (match, key: string, colon: string) => (isSensitiveKey(key) ? `"${key}"${colon}"${REDACTED}"` : match))
    .replace(CARD_NUMBER, (match) => (passesLuhn(match.replace(/\D/g, '')) ? REDACTED : match));
}

/**
 * A request's address for a log line: each path segment masked when it is a phone number or an
 * email address. An API call's query: each value masked when it is one of those, when its name is
 * sensitive or when the value looks like a secret (`?clientSecret=pi_x_secret_y`,
 * `?q=pi_x_secret_y`). The site's own addresses hold no number nor address (an SMS conversation
 * goes by its id); this catches a client that puts one there anyway, and a search for one
 * (`?q=dana@example.com`). A page's address (no API call, no file): its query masked whole. A page's
 * query is whatever a link or a form put there: a form sent by the browser itself (before the
 * page's scripts ran, or without them) puts every answer in it, under names no list could
 * foresee, and a waiver link carries the booking's reference.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = redactText(
    (at < 0 ? url : url.slice(0, at))
      .split('/')
      .map((segment) => (isPersonal(decoded(segment)) ? REDACTED : segment))
      .join('/'),
  );
  if (at < 0) return path;
  if (isPagePath(url.slice(0, at))) return `${path}?${REDACTED}`;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const key = pair.slice(0, eq);
      const value = decoded(pair.slice(eq + 1));
      return isSensitiveKey(decoded(key)) || isPersonal(value) || redactText(value) !== value ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Something before and after an @: an email address, or the start of one typed in a search. */
const EMAIL_LIKE = /[^\s@/]@[^\s@/]/;
/** Only what a phone number is written with: digits, spaces, + ( ) . and -. */
const PHONE_CHARACTERS = /^[\d\s+().-]+$/;

/**
 * An email address, or a phone number: 10 to 15 digits (a North American number has 10, E.164 at
 * most 15), so that a date (8), a small id or a UUID (32) is left alone.
 */
function isPersonal(value: string): boolean {
  if (EMAIL_LIKE.test(value)) return true;
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/**
 * A copy of a value about to be logged with sensitive properties masked, at any depth, and secrets
 * in its strings masked too. Errors stay errors (of their own class, with message and stack
 * redacted), so that the logger still prints them as errors. The value itself is never changed.
 */
export function redactValue(value: unknown): unknown {
  return redactAt(value, new WeakMap(), 0);
}

const MAX_DEPTH = 10;

function redactAt(value: unknown, seen: WeakMap<object, unknown>, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null) return value;
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (depth > MAX_DEPTH) return '[Truncated]';
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redactAt(item, seen, depth + 1));
    return copy;
  }
  if (value instanceof Error) return redactError(value, seen, depth);
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) copy[key] = isSensitiveKey(key) ? REDACTED : redactAt(item, seen, depth + 1);
  return copy;
}

function redactError(error: Error, seen: WeakMap<object, unknown>, depth: number): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error;
  seen.set(error, copy);
  const own = (key: string, v: unknown) =>
    Object.defineProperty(copy, key, { value: v, writable: true, configurable: true, enumerable: false });
  own('message', redactText(error.message));
  if (error.stack !== undefined) own('stack', redactText(error.stack));
  if (error.cause !== undefined) own('cause', redactAt(error.cause, seen, depth + 1));
  for (const [key, item] of Object.entries(error)) {
    (copy as unknown as Record<string, unknown>)[key] = isSensitiveKey(key) ? REDACTED : redactAt(item, seen, depth + 1);
  }
  return copy;
}

function isPlainObject(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * An address a person or a form lands on: not an API call (Express matches routes whatever their
 * case, so /API/x is one too) and not a file (whose query is a cache key: `?v=1a2b3c4d`).
 */
function isPagePath(path: string): boolean {
  const lower = path.toLowerCase();
  if (lower === '/api' || lower.startsWith('/api/')) return false;
  return !/\.[a-z0-9]+$/.test(lower);
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
