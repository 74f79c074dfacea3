import { describe, expect, test } from '@jest/globals';
import { isFollowUp, seeksConfirmation, splitQuestions } from './dialogue-state';

describe('the shape of a conversation', () => {
  test('follow-ups that only change details', () => {
    expect(isFollowUp('and for 3 people on a weekday?')).toBe(true);
    expect(isFollowUp('ok what about the next day?')).toBe(true);
    expect(isFollowUp('what about the afternoon instead?')).toBe(true);
    expect(isFollowUp('What should I bring?')).toBe(false);
  });

  test('several questions in one message, and one question whole', () => {
    expect(splitQuestions('Is gear included, and what is your cancellation policy?')).toEqual([
      'Is gear included',
      'what is your cancellation policy?',
    ]);
    expect(splitQuestions('Is there a referral program? Also, where do I sign the waiver?')).toHaveLength(2);
    expect(splitQuestions('How much for 2 adults and a 10-year-old on Friday?')).toEqual([
      'How much for 2 adults and a 10-year-old on Friday?',
    ]);
  });

  test('a claim put up for confirmation', () => {
    expect(seeksConfirmation('The walleye limit is 10 a day, correct?')).toBe(true);
    expect(seeksConfirmation('I heard you take groups of up to 20 people?')).toBe(true);
    expect(seeksConfirmation('How many walleye can I keep?')).toBe(false);
  });
});
