import { KnowledgeSearch } from './knowledge-index';
import { MY_BOOKING, NOTICE } from './question-patterns';

/**
 * A question about a trip already booked ('we're booked on the Friday morning', 'I paid $414'):
 * the topic it goes to, or undefined when it is not one. A refund asked with a notice, a date or
 * an amount is the cancellation's (its share worked out); a change is the manage link's; any other
 * question about the trip goes to its own subject, never to open dates for the booking's date.
 */
export function bookingAlreadyMade(
  text: string,
  search: KnowledgeSearch,
  said: { strong: boolean; hasPrice: boolean; hasDates: boolean; partySaid: boolean; last: string | undefined },
): string | undefined {
  const { strong, hasPrice, hasDates, partySaid, last } = said;
  const best = search.matches[0];
  // 'We paid $996 for four of us; if we cancel 30 hours ahead, what do we get back?': the refund, not a quote.
  if (
    /\b(cancel\w*|refund\w*|get back|money back|comes back|lose anything|refunded)\b/.test(text) &&
    (NOTICE.test(text) ||
      (hasDates && /\bcancel\w*\b/.test(text)) ||
      /\b(?:right )?now\b/.test(text) ||
      (hasPrice && !/\b(how much|price|cost)\b.*\b(book|trip|day)\b/.test(text)) ||
      ((last === 'cancellation' || last === 'manage') && /\b(get back|comes back|refund\w*|money back)\b/.test(text)))
  )
    return 'cancellation';
  // About a booking already made: the manage link, or the topic it names (the waiver, the confirmation).
  if (MY_BOOKING.test(text) && !(hasPrice && partySaid)) {
    if (strong && best && !best.topic.delegate && !['trip_times', 'packages', 'waitlist'].includes(best.topic.id)) return best.topic.id;
    // A change to it: the manage link. Anything else about the trip ('do I need a tackle box?') is read as any question.
    if (
      /\b(change|changing|move|moving|cancel\w*|reschedul\w*|switch|push|postpone|add|remove|take (?:them|him|her) off|modify|update|upgrade|date)\b/.test(
        text,
      )
    )
      return 'manage';
    // A question about the trip booked ('do I need a tackle box?'): its subject, never open dates for the booking's date.
    const own = search.matches.find(
      (m) =>
        !m.topic.unknown && !m.topic.delegate && !['trip_times', 'packages', 'waitlist'].includes(m.topic.id) && m.weightedCoverage >= 0.25,
    );
    if (own) return own.topic.id;
    if (!strong && !/\b(bring|wear|need|remind|called|name|thanks?)\b/.test(text)) return 'manage';
  }
  return undefined;
}
