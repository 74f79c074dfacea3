import { describe, expect, test } from '@jest/globals';
import type { ChatReply, PackageFact } from './chat-answers';
import { partyFitOf, withPartyFit } from './party-fit';

const pkg = (name: string, maxPeople: number, featured = false): PackageFact => ({
  name,
  price: 100,
  duration: '4 hours',
  description: 'd',
  features: [],
  featured,
  timeSlots: ['morning'],
  maxPeople,
});
const trophy = pkg('Trophy Hunter', 2);
const packages = [pkg('Half-Day Adventure', 12), pkg('Full-Day Adventure', 12, true), trophy];

describe('a party too large for the package, in the chat', () => {
  test('says the limit and the packages that fit; nothing when the party fits or is not known', () => {
    expect(partyFitOf(trophy, 4, packages)).toEqual({
      note: 'Trophy Hunter takes at most 2 people per booking. For 4 people, Half-Day Adventure or Full-Day Adventure would fit.',
      instead: packages[1],
    });
    expect(partyFitOf(trophy, 2, packages)).toBeNull();
    expect(partyFitOf(trophy, undefined, packages)).toBeNull();
    expect(partyFitOf(undefined, 4, packages)).toBeNull();
    expect(partyFitOf(trophy, 4, [trophy])?.note).toBe(
      'Trophy Hunter takes at most 2 people per booking. A party of 4 needs more than one booking: ask me how to reach the guide.',
    );
  });

  test("the reply's Book now moves to a package that fits, and a limit the quote already said is not said twice", () => {
    const reply: ChatReply = {
      text: 'For 4 people on Saturday, December 19:\nTrophy Hunter takes at most 2 people per booking',
      actions: [{ type: 'book_now', label: 'Book Trophy Hunter', packageName: 'Trophy Hunter', date: '2026-12-19' }],
      context: { packageName: 'Trophy Hunter', people: 4 },
    };
    const fitted = withPartyFit(reply, partyFitOf(trophy, 4, packages), 'Trophy Hunter');
    expect(fitted.text).toBe(`${reply.text}\nFor 4 people, Half-Day Adventure or Full-Day Adventure would fit.`);
    expect(fitted.actions[0]).toMatchObject({
      type: 'book_now',
      label: 'Book Full-Day Adventure',
      packageName: 'Full-Day Adventure',
      date: '2026-12-19',
    });
    expect(fitted.context).toEqual({ packageName: 'Full-Day Adventure', people: 4 });
  });
});
