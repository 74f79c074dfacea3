import { describe, expect, test } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { RECORD_ID_MAX, RecordIdPipe } from './record-id';

describe('a numeric id in the path', () => {
  const pipe = new RecordIdPipe();

  test('is a whole number from 1 to the integer key range, as text or already a number', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform(String(RECORD_ID_MAX))).toBe(RECORD_ID_MAX);
    expect(pipe.transform(42)).toBe(42);
  });

  test.each(['0', '-1', '2147483648', '99999999999999999999', '1.5', '1e3', '01', 'abc', '', ' 1', NaN, 1.5, null])(
    '%p is refused with 400',
    (value) => {
      expect(() => pipe.transform(value)).toThrow(BadRequestException);
    },
  );
});
