import { bookingReply, packageDetailsReply, packagesReply } from '../chat-answers';
import { KnowledgeTopic } from './knowledge-topic';

/**
 * The transactional subjects in the index, so that retrieval weighs them against the policies
 * ('what dates are open?' is the calendar, not the manage link). The assistant answers them from
 * the live calendar and quote service; `answer` here is what a topic alone can say.
 */
export const TRANSACTION_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'packages',
    delegate: 'packages',
    phrases: [
      'what packages do you offer',
      'what tours do you have',
      'price list',
      'prices',
      'rates',
      'cheapest trip',
      'options',
      'what trips',
      'which package should i choose',
      'difference between the packages',
      'most popular',
      'compare packages',
      'menu of trips',
    ],
    answer: ({ packages, contact }, { context }) => packagesReply(packages, contact, context),
  },
  {
    id: 'package_details',
    delegate: 'package_details',
    phrases: [
      'how long is it',
      'duration',
      'describe',
      'details',
      'tell me about',
      'how many hours',
      'more info',
      'what is the trophy hunter',
    ],
    answer: ({ packages, contact }, { pkg, context }) =>
      pkg ? packageDetailsReply(pkg, { ...(context ?? {}), packageName: pkg.name }) : packagesReply(packages, contact, context),
  },
  {
    id: 'availability',
    delegate: 'availability',
    phrases: [
      'what dates are open',
      'when is your next opening',
      'availability',
      'are you available',
      'any openings',
      'free dates',
      'open dates',
      'when can i go',
      'are you booked up',
      'next available',
      'first available date',
      'any spots left',
      'calendar',
    ],
    answer: ({ packages, contact }, { context }) => packagesReply(packages, contact, context),
  },
  {
    id: 'booking',
    delegate: 'booking',
    phrases: [
      'how do i book',
      'book a trip',
      'make a reservation',
      'reserve a spot',
      'sign up',
      'book online',
      'book',
      'reservation',
      'i want to book',
    ],
    answer: ({ packages }, { context, pkg }) => bookingReply(context ?? {}, pkg ?? packages.find((p) => p.name === context?.packageName)),
  },
];
