import { describe, expect, test } from '@jest/globals';
import { csvField } from './report-csv';

describe('the report’s CSV fields', () => {
  test('every field is quoted, quotes doubled, numbers kept as numbers', () => {
    expect(csvField('Half-Day, "Classic"')).toBe('"Half-Day, ""Classic"""');
    expect(csvField(12)).toBe('"12"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
  });

  test('a text a spreadsheet would run as a formula stays text', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1')).toBe('"\'+1"');
    expect(csvField('-1+2')).toBe('"\'-1+2"');
    // A negative amount is a number all the same.
    expect(csvField('-1.50')).toBe('"-1.50"');
  });
});
