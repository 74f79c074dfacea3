import { phrasesOf } from './topic-phrases';
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
    phrases: phrasesOf('packages'),
    answer: ({ packages, contact }, { context }) => packagesReply(packages, contact, context),
  },
  {
    id: 'package_details',
    delegate: 'package_details',
    phrases: phrasesOf('package_details'),
    answer: ({ packages, contact }, { pkg, context }) =>
      pkg ? packageDetailsReply(pkg, { ...(context ?? {}), packageName: pkg.name }) : packagesReply(packages, contact, context),
  },
  {
    id: 'availability',
    delegate: 'availability',
    phrases: phrasesOf('availability'),
    answer: ({ packages, contact }, { context }) => packagesReply(packages, contact, context),
  },
  {
    id: 'booking',
    delegate: 'booking',
    phrases: phrasesOf('booking'),
    answer: ({ packages }, { context, pkg }) => bookingReply(context ?? {}, pkg ?? packages.find((p) => p.name === context?.packageName)),
  },
];
