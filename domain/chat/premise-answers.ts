import { bookingFormLink } from '../bookings/booking-link';
import { REFERRAL_CREDIT_CENTS } from '../bookings/pricing';
import { ChatReply, ContactFacts } from './chat-answers';
import { formatMoney } from './chat-format';
import { BookingContext } from './chat-protocol';
import { bookNowAction } from './suggested-actions';
import { DISCOUNTS_TEXT } from './knowledge/booking-topics';
import { askTheGuide, handoffActions } from './knowledge/knowledge-topic';

/**
 * Answers to questions that take something for granted. The premise is checked against the live
 * records and the pricing rules and the answer says what is true: never a 'yes' the data does not give.
 */

/** `recognised`: the referral records know the code (null: they could not be asked). */
export function codeCheckReply(code: string, recognised: boolean | null, contact: ContactFacts, context: BookingContext | null): ChatReply {
  const off = formatMoney(REFERRAL_CREDIT_CENTS);
  if (recognised === null) {
    return {
      text: `I can't check the code ${code} right now. A referral code gives ${off} off the total of a friend's first booking, never more; the booking form checks the code when you type it. ${askTheGuide(contact)}`,
      actions: handoffActions(contact),
      context,
    };
  }
  if (!recognised) {
    return {
      text:
        `I can't find the code ${code}: it is not a referral code we issued, so it gives no discount. ` +
        `A referral code from a past customer gives ${off} off the total of a first booking, never more. ${askTheGuide(contact)}`,
      actions: handoffActions(contact),
      context,
    };
  }
  return {
    text:
      `${code} is a referral code we issued. It gives ${off} off the total of a first booking (never more, and never below zero); ` +
      'the booking form shows it before you pay when you type the code.',
    actions: [
      { ...bookNowAction({ packageName: context?.packageName }), href: bookingFormLink({ package: context?.packageName, ref: code }) },
    ],
    context,
  };
}

export function discountCheckReply(
  group: string | undefined,
  claimed: string | undefined,
  contact: ContactFacts,
  context: BookingContext | null,
): ChatReply {
  const lead = claimed
    ? claimed === 'free'
      ? "No: I can't confirm that anything is free."
      : // The claim is not repeated: an answer never states a figure the rules do not give.
        "No: I can't confirm that."
    : `I can't confirm a discount for ${group}: the site has none.`;
  return { text: `${lead} ${DISCOUNTS_TEXT} ${askTheGuide(contact)}`, actions: handoffActions(contact), context };
}
