/**
 * How long a suite's `beforeAll` may take to open its database, start the app and sign in. A
 * ceiling, not a timing assertion: alone, a start takes 2-10 s; on CI three workers share two cores
 * with browsers and PostgreSQL, and one PGlite start there went past 60 s.
 */
export const STARTUP_CEILING_MS = 180_000;
