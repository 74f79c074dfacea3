import { afterAll } from '@jest/globals';
import { closeIdlePglites } from './databases';

/**
 * A setup file of the tiers that open databases (jest.config.js): its hook is the registry's own,
 * so the PGlite instances its suites handed back (databases.ts) stop after the last of them.
 */
afterAll(closeIdlePglites);
