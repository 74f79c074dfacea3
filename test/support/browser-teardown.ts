import { afterAll } from '@jest/globals';
import { closeSharedChromium } from './browser';

/**
 * A setup file of the browser tier (jest.config.js): its hook is the registry's own, so the
 * Chromium that the registry's suites shared (browser.ts) stops after the last of them.
 */
afterAll(closeSharedChromium);
