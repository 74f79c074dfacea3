import { describe, expect, test } from '@jest/globals';
import { isCommonPassword } from './account-rules';

const list = new Set(['password', 'qwerty', 'iloveyou', 'password1234', 'qwertyuiop123']);

describe('common passwords', () => {
  test.each([
    ['password1234', 'on the list'],
    ['PASSWORD1234', 'on the list, in any case'],
    ['Qwerty2024!!', 'a listed word with digits and symbols after it'],
    ['2024!iloveyou', 'a listed word with digits before it'],
    ['WabamunLake2024', "the site's name"],
    ['fishing-tours-99', "the site's name"],
    ['riverguy!riverguy', 'the username twice'],
    ['riverguy2024!!', 'the username'],
    ['abababababab', 'fewer than five different characters'],
    ['111111111111', 'fewer than five different characters'],
  ])('%p is refused (%s)', (password) => {
    expect(isCommonPassword(password, 'RiverGuy', { has: (p) => list.has(p) })).toBe(true);
  });

  test.each(['correct horse battery staple', 'walleye at dawn on the lake', 'pa55word-is-not-it', 'x7#Kq9!vLm2$'])(
    '%p is accepted',
    (password) => {
      expect(isCommonPassword(password, 'riverguy', { has: (p) => list.has(p) })).toBe(false);
    },
  );
});
