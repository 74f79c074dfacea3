import { expect } from '@jest/globals';

/** What `expect.any(String)` and its kin return: a message a test does not spell out. */
type Matcher = ReturnType<typeof expect.any>;

/**
 * What the body of an error answer must equal (adapters/http/json-errors.filter.ts): exactly the
 * given `message` and `errors`, plus the `requestId` the server adds to every error answer (the
 * same as its X-Request-Id header; a test that wants the exact value compares the two). Use it in
 * `toEqual`, so that the assertion stays a whole-body comparison.
 */
export const errorAnswer = (body: { message: string | Matcher; errors?: Record<string, string> }) => ({
  ...body,
  requestId: expect.any(String),
});
