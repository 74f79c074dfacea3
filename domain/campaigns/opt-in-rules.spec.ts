import { describe, expect, test } from '@jest/globals';
import { optInEmailKey } from './opt-in-rules';

describe('the opt-in email', () => {
  test('one a day per address: the outbox key names both', () => {
    expect(optInEmailKey('casey@example.com', '2026-11-23')).toBe('marketing-opt-in:casey@example.com:2026-11-23');
  });
});
