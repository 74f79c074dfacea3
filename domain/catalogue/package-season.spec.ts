import { describe, expect, test } from '@jest/globals';
import { inSeason, Season, SEASON_MESSAGES, seasonProblem, seasonSentence } from './package-season';

const WINTER: Season = [{ kind: 'months', from: 12, to: 3 }];
const SUMMER_2027: Season = [{ kind: 'dates', from: '2027-06-01', to: '2027-08-31' }];

describe('package seasons', () => {
  test('an empty season is all year', () => {
    expect(['2026-01-01', '2026-07-15', '2026-12-31'].every((date) => inSeason([], date))).toBe(true);
    expect(seasonSentence('Half-Day Adventure', [])).toBe('Half-Day Adventure runs all year.');
  });

  test.each([
    ['2026-12-01', true],
    ['2027-01-15', true],
    ['2027-03-31', true],
    ['2027-04-01', false],
    ['2026-07-10', false],
    ['2026-11-30', false],
  ])('given December to March (wrapping the year end), when asked about %s, then in season is %p', (date, expected) => {
    expect(inSeason(WINTER, date)).toBe(expected);
  });

  test('given explicit dates, when asked, then only those dates (both ends included) are in season', () => {
    expect(inSeason(SUMMER_2027, '2027-06-01')).toBe(true);
    expect(inSeason(SUMMER_2027, '2027-08-31')).toBe(true);
    expect(inSeason(SUMMER_2027, '2026-07-01')).toBe(false);
    expect(inSeason(SUMMER_2027, '2027-09-01')).toBe(false);
  });

  test('the season in words names its months or dates', () => {
    expect(seasonSentence('Ice Fishing', WINTER)).toBe('Ice Fishing runs December to March.');
    expect(seasonSentence('Walleye Run', [{ kind: 'months', from: 7, to: 7 }, ...SUMMER_2027])).toBe(
      'Walleye Run runs in July and from June 1, 2027 to August 31, 2027.',
    );
  });

  test.each<[unknown, string | undefined]>([
    [[], undefined],
    [WINTER, undefined],
    [SUMMER_2027, undefined],
    ['December', SEASON_MESSAGES.list],
    [[{ kind: 'weeks', from: 1, to: 2 }], SEASON_MESSAGES.list],
    [[{ kind: 'months', from: 0, to: 3 }], SEASON_MESSAGES.months],
    [[{ kind: 'months', from: 12, to: 3.5 }], SEASON_MESSAGES.months],
    [[{ kind: 'dates', from: '2027-02-30', to: '2027-03-01' }], SEASON_MESSAGES.dates],
    [[{ kind: 'dates', from: '2027-03-02', to: '2027-03-01' }], SEASON_MESSAGES.dateOrder],
    [Array.from({ length: 13 }, () => WINTER[0]), SEASON_MESSAGES.periods],
  ])('the season %j is refused with %p', (season, message) => {
    expect(seasonProblem(season)).toBe(message);
  });
});
