import { jest } from '@jest/globals';

/**
 * Jest reads `testTimeout` only from the global configuration, never from a project, so each
 * project sets its ceiling here (the project's JEST_CEILING_MS global, jest.config.js): real databases, argon2 and
 * browsers need more than 5 s. A ceiling, not a timing assertion.
 */
jest.setTimeout(Number((globalThis as { JEST_CEILING_MS?: number }).JEST_CEILING_MS ?? 5_000));
