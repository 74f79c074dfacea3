import { describe, expect, test } from '@jest/globals';
import { guidePhoneError } from './guide-phone';

describe('guidePhoneError', () => {
  test("only (XXX) XXX-XXXX passes, else the 'Invalid Format' message", () => {
    expect(guidePhoneError('(780) 555-0199')).toBeNull();
    expect(guidePhoneError(' (780) 555-0199 ')).toBeNull();
    for (const wrong of ['780-555-0199', '(780)555-0199', '7805550199', '']) {
      expect(guidePhoneError(wrong)).toBe('Invalid Format: Please use format: (XXX) XXX-XXXX');
    }
  });
});
