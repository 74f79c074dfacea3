/** Accounts of the people who run the site (SPEC section 3 users, with a role added). */
export const ROLES = ['admin', 'auditor'] as const;
/** admin: runs everything. auditor: reads bookings, their history and audit records; changes nothing. */
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LENGTH = 12;
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,49}$/;

export const ACCOUNT_MESSAGES = {
  username: 'Username must be 2 to 50 characters: letters, digits, dot, underscore or hyphen',
  password: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
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

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Login throttling: this many failures for one username or one address within the window. */
export const SIGN_IN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

/** How long a session lasts from sign-in. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
