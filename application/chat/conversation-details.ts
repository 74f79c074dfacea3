import { BookingContext } from '../../domain/chat/chat-protocol';
import { agesIn, PartyReading, readParty } from '../../domain/chat/party';
import { addDays, dayOfWeekOf } from '../../domain/shared/calendar';
import { EXPLICIT_DATE } from './question-patterns';
import { partyOf } from './reading-rules';

/**
 * A question's dates and party as the conversation so far gives them meaning: a weekday said alone
 * is the one nearest the date talked about, a bare 'make it 3' is the party, a friend who sent a
 * code is not in it.
 */

/** Moves a weekday said alone (dates[0]) to the conversation's one; changes `dates` in place. */
export function conversationDates(
  dates: string[],
  detailText: string,
  earlier: readonly string[],
  contextDate: string | undefined,
  today: string,
): void {
  // 'how much on the sunday?' after a weekend: the Sunday the conversation is about.
  if (
    dates.length === 1 &&
    earlier.length > 1 &&
    !/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d(st|nd|rd|th)\b|\d{4}-/.test(detailText)
  ) {
    const same = earlier.find((d) => dayOfWeekOf(d) === dayOfWeekOf(dates[0]!));
    if (same) dates[0] = same;
  }
  // 'and Sunday?' after a quote for Saturday Dec 12: the Sunday nearest the conversation's date.
  const bareWeekday =
    /\b(mon|tues?|wed(nes)?|thu(rs)?|fri|sat(ur)?|sun)(day)?\b/.test(detailText) &&
    !/\b(next|this|coming|following|after|before)\b/.test(detailText);
  if (dates.length === 1 && contextDate && bareWeekday && !EXPLICIT_DATE.test(detailText) && earlier.length <= 1) {
    const target = dayOfWeekOf(dates[0]!);
    const offset = ((target - dayOfWeekOf(contextDate) + 7) % 7) - ((target - dayOfWeekOf(contextDate) + 7) % 7 > 3 ? 7 : 0);
    const nearest = addDays(contextDate, offset);
    if (nearest >= today) dates[0] = nearest;
  }
}

/** The party this question says, with what the conversation said before. */
export function partyInConversation(
  detailText: string,
  context: BookingContext | null,
): { saidParty: PartyReading | null; ages: number[]; party: PartyReading | null; partyText: string } {
  // 'the code my friend gave me', 'when a friend uses it': a friend who is not in the party.
  const partyText = detailText
    .replace(/\b(from|by|of)\s+(a|my|his|her)\s+(friend|buddy|pal)s?\b|\b(friend|buddy)'?s\b/g, ' ')
    .replace(
      /\b(?:a|my|his|her|the) (?:friend|buddy|pal)s? (?=gave|gives|sent|sends|uses?|used|goes|went|books?|booked|told|tells|says|said|actually|shared)/g,
      ' ',
    );
  // 'make it 3', 'actually for 4' after a quote: the number is the party.
  const bareCount = context?.people
    ? /^(?:ok,? |okay,? )?(?:make it|change it to|actually|for)\s+(\d{1,2})(?:\s+(?:people|persons|of us|ppl|adults))?[?!. ]*$/.exec(
        partyText,
      )
    : null;
  const saidParty = readParty(partyText) ?? (bareCount ? { people: Number(bareCount[1]), kidsCount: 0, olderChildren: 0 } : null);
  const ages = agesIn(partyText);
  const party = partyOf(partyText, saidParty, ages, context);
  return { saidParty, ages, party, partyText };
}
