import { SITE_DEFAULTS } from '../content/site-content-defaults';

/** Accounts of the people who run the site (a username and a hashed password, with a role added). */
export const ROLES = ['admin', 'auditor'] as const;
/** admin: runs everything. auditor: reads bookings, their history and audit records; changes nothing. */
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LENGTH = 12;
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,49}$/;

export const ACCOUNT_MESSAGES = {
  username: 'Username must be 2 to 50 characters: letters, digits, dot, underscore or hyphen',
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  commonPassword: 'This password is too common. Please choose another.',
  role: 'Role must be admin or auditor',
  duplicate: 'That username is already taken',
  wrongCredentials: 'Incorrect admin password.',
  throttled: 'Too many failed sign-ins. Please wait before trying again.',
  noAccount:
    'No admin account exists yet. On the server, run `npm run user:create -- --username <name> --role admin` (with the embedded database, stop the site first and start it again afterwards).',
} as const;

/** Usernames compare without case: "Guide" and "guide" are one account. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(normaliseUsername(username));
}

export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH;
}

/** A list of common and breached passwords, in lower case (the adapters ship and load it). */
export interface CommonPasswords {
  has(lowercased: string): boolean;
}

/**
 * Length alone lets "password1234" through. Refused: a password on the list; one that is a listed
 * word with digits or symbols around it ("Qwerty2024!"); one whose letters only spell the username
 * or the site's name ("WabamunLake2024"); and one of fewer than five different characters.
 */
export function isCommonPassword(password: string, username: string, common: CommonPasswords): boolean {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^a-z]+|[^a-z]+$/g, '');
  if (common.has(lower) || (core !== '' && common.has(core))) return true;
  const letters = lower.replace(/[^a-z]/g, '');
  const names = [...siteWords(), ...(normaliseUsername(username).match(/[a-z]{3,}/g) ?? [])];
  if (letters !== '' && new RegExp(`^(?:${names.join('|')})+$`).test(letters)) return true;
  return new Set(lower).size < 5;
}

function siteWords(): string[] {
  return [...SITE_DEFAULTS.name.toLowerCase().split(/[^a-z]+/), 'fish', 'tour', 'admin', 'guide'].filter((w) => w.length >= 3);
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Login throttling: this many attempts of one username from one address within the window (sign-in-throttle.ts). */
export const SIGN_IN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/** How long a session lasts from sign-in. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
