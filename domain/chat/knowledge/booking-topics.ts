import { phrasesOf } from './topic-phrases';
import { PARTY_LIMITS } from '../../bookings/booking-rules';
import { RESCHEDULE_CUTOFF_HOURS } from '../../manage/manage-rules';
import { CHILD_DISCOUNT_PERCENT, discountedToWholeDollars, REFERRAL_CREDIT_CENTS, WEEKDAY_DISCOUNT_PERCENT } from '../../bookings/pricing';
import { REFUND_POLICY_TEXT } from '../../bookings/refund-policy';
import { REMINDER_TIMING } from '../../reminders/reminder-rules';
import { OFFER_CUTOFF_HOURS, OFFER_HOLD_HOURS } from '../../waitlist/waitlist-rules';
import { WAIVER_LIMITS } from '../../waivers/waiver-rules';
import { firstNameOf, formatMoney } from '../chat-format';
import { bookNowAction, viewPackagesAction } from '../suggested-actions';
import { askTheGuide, factWithHandoff, handoffActions, KnowledgeTopic } from './knowledge-topic';

const REFERRAL_OFF = formatMoney(REFERRAL_CREDIT_CENTS);

/** The discounts the booking form applies, in one sentence: what every 'is there a discount' answer restates. */
export const DISCOUNTS_TEXT =
  `The discounts the booking form applies are: ${WEEKDAY_DISCOUNT_PERCENT}% off trips Monday to Thursday, ` +
  `${CHILD_DISCOUNT_PERCENT}% off for children 12 and under with an adult, and ${REFERRAL_OFF} off a friend's first booking with a referral code.`;

export const REFERRAL_TEXT =
  `Every paid booking gets a referral code of its own. A friend who books with your code gets ${REFERRAL_OFF} off the total of their first booking, ` +
  `and once their trip has taken place you get a ${REFERRAL_OFF} credit on your account for your next booking. ` +
  'A code is typed in the booking form (or comes in the link you share), and the form shows the discount before you pay; a total never goes below zero. ' +
  'Your share page (/share) has your link ready for Facebook, Instagram, WhatsApp, email or a direct copy.';

export const BOOKING_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'referral',
    phrases: phrasesOf('referral'),
    answer: (_facts, { context }) => ({ text: REFERRAL_TEXT, actions: [bookNowAction(context ?? {})], context }),
  },
  {
    id: 'discounts',
    phrases: phrasesOf('discounts'),
    answer: ({ contact, packages }, { text, context }) =>
      /\bweek ?days?\b|monday|tuesday|wednesday|thursday|friday|mid[- ]?week|17 ?%/.test(text)
        ? {
            text: [
              `Trips Monday to Thursday are ${WEEKDAY_DISCOUNT_PERCENT}% off the package price; Friday to Sunday are full price.`,
              ...packages.map(
                (p) =>
                  `• ${p.name}: ${formatMoney(discountedToWholeDollars(p.price * 100, WEEKDAY_DISCOUNT_PERCENT))} per person Monday to Thursday, ${formatMoney(p.price * 100)} otherwise`,
              ),
              'The booking form shows the discount as soon as you pick a date.',
              ...(/\b(referral|code|coupon|promo|friend)\b/.test(text)
                ? [`A friend's referral code takes ${REFERRAL_OFF} off the total of a first booking as well, after the weekday discount.`]
                : []),
            ].join('\n'),
            actions: [viewPackagesAction(), bookNowAction(context ?? {})],
            context,
          }
        : {
            text: `${DISCOUNTS_TEXT} I can't see any other discount.`,
            actions: [viewPackagesAction(), ...handoffActions(contact)],
            context,
          },
  },
  {
    id: 'waiver',
    phrases: phrasesOf('waiver'),
    answer: ({ contact }, { text, context }) => {
      const base =
        'Before the trip, every guest in your party signs our liability waiver online, one each, on the waiver page (/liability-waiver). ' +
        `Your confirmation email has the link with your booking reference filled in. A parent or guardian signs for anyone under ${WAIVER_LIMITS.adultAge}. ` +
        'The form asks for your name, date of birth, email, phone and an emergency contact (name and phone); medical conditions and photo consent are optional.';
      if (/\b(error|problem|failed|fails|broken|not working|won't|cannot|can't)\b/.test(text))
        return factWithHandoff(base, contact, context);
      return { text: base, actions: [], context };
    },
  },
  {
    id: 'payment',
    phrases: phrasesOf('payment'),
    answer: (_facts, { context }) => ({
      text:
        'You pay in full online by card when you book, in the booking form: there is no deposit and nothing to pay on the day. ' +
        'Prices are per person, in Canadian dollars (CAD); the booking form shows the total, with any discount, before you pay, and there is no booking fee on top. ' +
        'You get a confirmation by email and SMS.',
      actions: [bookNowAction(context ?? {})],
      context,
    }),
  },
  {
    id: 'cash',
    phrases: phrasesOf('cash'),
    answer: ({ contact }, { context }) =>
      factWithHandoff("Bookings are paid in full online by card when you book; I can't arrange a cash payment.", contact, context),
  },
  {
    id: 'taxes',
    phrases: phrasesOf('taxes'),
    answer: ({ contact }, { context }) =>
      factWithHandoff(
        "Prices are in Canadian dollars (CAD), per person, and the total the booking form shows is what your card is charged; I can't tell you more about taxes or receipts.",
        contact,
        context,
      ),
  },
  {
    id: 'manage',
    phrases: phrasesOf('manage'),
    answer: ({ contact }, { context }) => ({
      text:
        `Your confirmation email has a private link to your booking: there you can move your trip to another date until ${RESCHEDULE_CUTOFF_HOURS} hours before it, ` +
        `or cancel it by our refund policy. Within ${RESCHEDULE_CUTOFF_HOURS} hours of the trip, changes are made by phone: call ${firstNameOf(contact.guideName)} at ${contact.guidePhone}.\n` +
        REFUND_POLICY_TEXT,
      actions: handoffActions(contact),
      context,
    }),
  },
  {
    id: 'no_show',
    phrases: phrasesOf('no_show'),
    answer: ({ contact }, { context }) =>
      factWithHandoff(
        'A trip that is missed is not refunded: cancellations under 24 hours before the trip get no refund. If you are running late or cannot make it, tell the guide as soon as you can.',
        contact,
        context,
      ),
  },
  {
    id: 'reminders',
    phrases: phrasesOf('reminders'),
    answer: (_facts, { context }) => ({
      text:
        'We send you reminders by SMS text and email 48 hours and 24 hours before your trip, and another on the day, ' +
        `${REMINDER_TIMING.dayOfLeadMinutes / 60} hours before it starts (never between 9 PM and 8 AM).`,
      actions: [],
      context,
    }),
  },
  {
    id: 'confirmation',
    phrases: phrasesOf('confirmation'),
    answer: ({ contact }, { text, context }) =>
      factWithHandoff(
        /\b(fail|failed|declined|error|charged)\b/.test(text)
          ? 'If a card payment fails, the booking form keeps your details so you can try again; nothing is booked until a payment goes through.'
          : 'The confirmation is sent by email and SMS as soon as your payment goes through, and we contact you within 24 hours with the exact meeting spot. Check your spam or junk folder; if it is not there, the guide can check your booking.',
        contact,
        context,
      ),
  },
  {
    id: 'reviews',
    phrases: phrasesOf('reviews'),
    answer: ({ profile }, { context }) => ({
      text:
        (profile.rating ? `Visitors rate us ${profile.rating} on Google. ` : '') +
        'Our reviews are on the home page (/#reviews), with links to read more and to leave one. After your trip we also send you a link to leave a review.',
      actions: [],
      context,
    }),
  },
  {
    id: 'waitlist',
    phrases: phrasesOf('waitlist'),
    answer: (_facts, { context }) => ({
      text:
        'When a time is fully booked, the booking form shows a Join the waitlist button for that booked date; joining is free. If a place opens, it is held for you for ' +
        `${OFFER_HOLD_HOURS} hours and we text and email you; no place is offered later than ${OFFER_CUTOFF_HOURS} hours before the trip. ` +
        'The message you get has a link to see or leave your place on the waitlist.',
      actions: [bookNowAction(context ?? {})],
      context,
    }),
  },
  {
    id: 'calendar',
    phrases: phrasesOf('calendar'),
    answer: (_facts, { context }) => ({
      text: 'Yes: after you book, the confirmation has an Add to Calendar button with the date, the time window and the place.',
      actions: [],
      context,
    }),
  },
  {
    id: 'gift',
    unknown: true,
    phrases: phrasesOf('gift'),
    answer: ({ contact }, { context }) => ({
      text: `I'm not sure about gift cards or vouchers: I can't see them on the site. ${askTheGuide(contact)}`,
      actions: handoffActions(contact),
      context,
    }),
  },
  {
    id: 'group',
    phrases: phrasesOf('group'),
    answer: ({ contact }, { context }) =>
      factWithHandoff(
        `One booking takes up to ${PARTY_LIMITS.maxPeople} people; there is no group discount beyond the ones the booking form applies.`,
        contact,
        context,
      ),
  },
];
