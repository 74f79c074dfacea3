import { ChatReply, ContactFacts, PackageFact } from '../../domain/chat/chat-answers';
import { firstNameOf } from '../../domain/chat/chat-format';
import { FR, montant } from '../../domain/chat/french-answers';
import { REFERRAL_CREDIT_CENTS } from '../../domain/bookings/pricing';
import { LAKE_FACTS } from '../../domain/content/lake-facts';
import { handoffActions } from '../../domain/chat/knowledge/knowledge-topic';
import { ChatLanguage, englishOnlyNotice } from '../../domain/chat/language';
import { ChatRoute, Understanding } from './chat-reader';

/** Topics answered in French word for word; the others get the English answer under a French note. */
const FRENCH_TOPICS: Readonly<Record<string, (contact: ContactFacts, packages: readonly PackageFact[]) => string>> = {
  included: (_c, packages) => FR.included(packages),
  lake: () => FR.lake(LAKE_FACTS),
  species: () => FR.species,
  payment: () => FR.payment,
  trip_times: () => FR.tripTimes(),
  referral: () => FR.referral(montant(REFERRAL_CREDIT_CENTS)),
  waiver: () => FR.waiver,
  discounts: () => FR.discounts(),
  cancellation: () => FR.cancellation,
  party_size: () => FR.partySize,
  manage: () => FR.manage,
  waitlist: () => FR.waitlist,
  licence: () => FR.licence(),
  bring: () => FR.bring,
  kids: () => FR.kids,
  weather: () => FR.weather,
  contact: (contact) => FR.contact(contact),
};

/**
 * The reply in the visitor's language: French (Canada) for the main subjects from the same facts;
 * in Spanish and German, a plain note that the assistant answers in English and how to reach the guide.
 */
export function inLanguage(
  language: ChatLanguage,
  route: ChatRoute,
  topicId: string | undefined,
  reply: ChatReply,
  facts: { packages: readonly PackageFact[]; contact: ContactFacts; understanding: Understanding },
): ChatReply {
  const { contact, packages, understanding: u } = facts;
  if (language === 'en') return reply;
  const guide = firstNameOf(contact.guideName);
  if (language !== 'fr')
    return { ...reply, text: englishOnlyNotice(language, guide, contact.guidePhone), actions: handoffActions(contact) };
  const french = frenchText(route, topicId, reply, packages, contact, u);
  if (french) return { ...reply, text: french };
  return {
    ...reply,
    text: `${englishOnlyNotice('fr', guide, contact.guidePhone)}\n\n${reply.text}`,
    actions: [...reply.actions, ...handoffActions(contact).filter((a) => !reply.actions.some((r) => r.type === a.type))],
  };
}

function frenchText(
  route: ChatRoute,
  topicId: string | undefined,
  reply: ChatReply,
  packages: readonly PackageFact[],
  contact: ContactFacts,
  u: Understanding,
): string | undefined {
  switch (route) {
    case 'greeting':
      return FR.greeting(contact);
    case 'thanks':
      return FR.thanks;
    case 'packages':
      return FR.packages(packages);
    case 'package_details':
      return u.pkg ? FR.packageDetails(u.pkg) : FR.packages(packages);
    case 'quote': {
      const quotes = reply.facts?.quotes ?? [];
      const date = quotes[0]?.date;
      return FR.quote(
        u.party?.people ?? reply.context?.people ?? 1,
        u.party?.kidsCount ?? reply.context?.kidsCount ?? 0,
        date,
        quotes,
        packages,
      );
    }
    case 'availability':
      return reply.facts?.open ? FR.availability(reply.facts.open) : undefined;
    case 'unsure':
      return FR.unsure(contact);
    case 'topic':
      return topicId && FRENCH_TOPICS[topicId] ? FRENCH_TOPICS[topicId](contact, packages) : undefined;
    default:
      return undefined;
  }
}
