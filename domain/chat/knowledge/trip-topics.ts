import { phrasesOf } from './topic-phrases';
import { SLOT_WINDOWS } from '../../availability/slot-windows';
import { PARTY_LIMITS } from '../../bookings/booking-rules';
import { CHILD_DISCOUNT_PERCENT } from '../../bookings/pricing';
import { LICENCE_AGE } from '../../content/fishing-regulations';
import { TRIP_ADVICE } from '../../content/trip-advice';
import {
  bringReply,
  cancellationReply,
  contactReply,
  kidsReply,
  lakeReply,
  licenceReply,
  meetingPlaceReply,
  PackageFact,
  speciesReply,
  tripTimesReply,
  weatherReply,
} from '../chat-answers';
import { listInWords } from '../chat-format';
import { SlotChoice } from '../chat-protocol';
import { slotNamed } from '../date-phrases';
import { bookNowAction, viewPackagesAction } from '../suggested-actions';
import { factWithHandoff, KnowledgeTopic } from './knowledge-topic';

/** Words of a feature that say what it is ('lunch', 'cleaned'), for 'is lunch included?'. */
const FEATURE_STOPWORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'your',
  'of',
  'on',
  'in',
  'a',
  'an',
  'to',
  'one',
  'every',
  'per',
  'included',
]);

function featureWords(feature: string): string[] {
  return feature
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 3 && !FEATURE_STOPWORDS.has(w))
    .map((w) => w.replace(/(ed|s)$/, ''));
}

/** The packages whose listed features name something the question asks about ('shore lunch', 'fish cleaned'). */
/** Words visitors use for what a feature says otherwise ('fillet' for 'Fish cleaned and bagged'). */
const FEATURE_WORDS: Readonly<Record<string, string>> = {
  fillet: 'clean',
  filet: 'clean',
  gut: 'clean',
  cleaning: 'clean',
  picture: 'photo',
  pics: 'photo',
};

export function packagesWithFeature(text: string, packages: readonly PackageFact[]): { pkg: PackageFact; feature: string }[] {
  const asked = new Set(
    text
      .split(/[^a-z]+/)
      .filter((w) => w.length > 2)
      .map((w) => w.replace(/(ed|s)$/, ''))
      .map((w) => FEATURE_WORDS[w] ?? w)
      .filter((w) => w.length > 3),
  );
  const found: { pkg: PackageFact; feature: string }[] = [];
  for (const pkg of packages) {
    for (const feature of pkg.features) {
      if (featureWords(feature).some((w) => asked.has(w) && !['rod', 'fish', 'trip', 'bait', 'catch'].includes(w)))
        found.push({ pkg, feature });
    }
  }
  return found;
}

const WHAT_IS_INCLUDED = /\b(lunch|food|meal|drinks?|clean(ed|ing)?|fillet|filet|gut|photos?|pictures?|pics|net|snacks?|water|coffee)\b/;

export const TRIP_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'included',
    phrases: phrasesOf('included'),
    answer: ({ packages, contact }, { text, context, pkg }) => {
      const lines: string[] = [];
      if (/\blicen[cs]e\b/.test(text)) {
        return {
          text: `No, your fishing licence is not included: everyone ${LICENCE_AGE} and over buys their own Alberta fishing licence online before the trip. ${TRIP_ADVICE.included}`,
          actions: [viewPackagesAction()],
          context,
        };
      }
      if (WHAT_IS_INCLUDED.test(text)) {
        const asked = pkg ? [pkg] : packages;
        const found = packagesWithFeature(text, asked);
        if (found.length === 0) {
          const food = /\b(food|meal|lunch|snacks?|water|coffee|drinks?)\b/.test(text);
          if (food) {
            const elsewhere = pkg ? packagesWithFeature(text.replace(/\bfood\b/, 'lunch'), packages) : [];
            const others = [...new Set(elsewhere.map((f) => f.pkg.name))];
            return {
              text:
                `${pkg ? `${pkg.name} does not list food` : 'No package lists that'}: bring water and snacks.` +
                (others.length ? ` ${elsewhere[0]!.feature} come with ${listInWords(others)}.` : '') +
                ` ${TRIP_ADVICE.bring}`,
              actions: [viewPackagesAction()],
              context,
            };
          }
          return factWithHandoff(`I can't see that in any package's list of what is included. ${TRIP_ADVICE.included}`, contact, context);
        }
        const byFeature = new Map<string, string[]>();
        for (const { pkg, feature } of found) byFeature.set(feature, [...(byFeature.get(feature) ?? []), pkg.name]);
        const lasting = (name: string) => `${name} (${asked.find((p) => p.name === name)?.duration ?? ''})`.replace(' ()', '');
        for (const [feature, names] of byFeature) lines.push(`${feature}: included in ${listInWords(names.map(lasting))}.`);
        const without = asked.filter((p) => !found.some((f) => f.pkg === p)).map((p) => p.name);
        if (without.length) lines.push(`${listInWords(without)} ${without.length === 1 ? 'does' : 'do'} not list it.`);
        return { text: lines.join('\n'), actions: [viewPackagesAction(), bookNowAction(context ?? {})], context };
      }
      lines.push(TRIP_ADVICE.included);
      for (const p of packages) if (p.features.length) lines.push(`• ${p.name}: ${p.features.join('; ')}`);
      return { text: lines.join('\n'), actions: [viewPackagesAction()], context };
    },
  },
  {
    id: 'bring',
    phrases: phrasesOf('bring'),
    answer: () => bringReply(),
  },
  {
    id: 'licence',
    phrases: phrasesOf('licence'),
    answer: (_facts, { text }) => licenceReply(text),
  },
  {
    id: 'species',
    phrases: phrasesOf('species'),
    answer: () => speciesReply(),
  },
  {
    id: 'lake',
    phrases: phrasesOf('lake'),
    answer: () => lakeReply(),
  },
  {
    id: 'cancellation',
    phrases: phrasesOf('cancellation'),
    answer: ({ contact }, { text, noticeHours, bookedCents }) => cancellationReply(contact, text, noticeHours, bookedCents),
  },
  {
    id: 'weather',
    phrases: phrasesOf('weather'),
    answer: ({ contact }) => weatherReply(contact),
  },
  {
    id: 'kids',
    phrases: phrasesOf('kids'),
    answer: () => kidsReply(),
  },
  {
    id: 'party_size',
    phrases: phrasesOf('party_size'),
    answer: ({ contact }, { text, context }) => {
      const big = /\b(1[3-9]|[2-9]\d)\b/.test(text) || /\b(more than|over)\s+(12|twelve)\b/.test(text);
      const base =
        `One booking takes ${PARTY_LIMITS.minPeople} to ${PARTY_LIMITS.maxPeople} people, so you can come alone, and up to ${PARTY_LIMITS.maxKids} of them may be kids. ` +
        `Every party needs an adult: children under 16 fish with an adult, and children 12 and under get ${CHILD_DISCOUNT_PERCENT}% off.`;
      if (big)
        return factWithHandoff(`${base} A group of more than ${PARTY_LIMITS.maxPeople} does not fit in one booking.`, contact, context);
      return { text: base, actions: [bookNowAction(context ?? {}), viewPackagesAction()], context };
    },
  },
  {
    id: 'meeting_place',
    phrases: phrasesOf('meeting_place'),
    answer: ({ contact }) => meetingPlaceReply(contact),
  },
  {
    id: 'trip_times',
    phrases: phrasesOf('trip_times'),
    answer: ({ packages }, { text, pkg, context }) => {
      const asked: SlotChoice | undefined = slotAskedFor(text);
      const chosen = pkg ?? (asked && /half/.test(text) ? packages.find((p) => p.timeSlots.length > 1) : undefined);
      if (chosen && asked && asked !== 'full-day') {
        const runs = chosen.timeSlots.includes(asked);
        const slots = listInWords(chosen.timeSlots.map((s) => SLOT_WINDOWS[s].label));
        return {
          text: `${runs ? 'Yes' : 'No'}: ${chosen.name} runs in the ${slots} slot${chosen.timeSlots.length === 1 ? '' : 's'}. The booking form shows which are open on your date.`,
          actions: [bookNowAction({ ...(context ?? {}), packageName: chosen.name, ...(runs ? { time: asked } : {}) })],
          context: { ...(context ?? {}), packageName: chosen.name, ...(runs ? { time: asked } : {}) },
        };
      }
      return tripTimesReply(chosen, context);
    },
  },
  {
    id: 'contact',
    phrases: phrasesOf('contact'),
    answer: ({ contact }) => contactReply(contact),
  },
  {
    id: 'guide',
    phrases: phrasesOf('guide'),
    answer: ({ contact, profile }, { text, context }) => {
      const claims =
        /\b(rating|rated|stars?|clients?|customers?|people have you|people have gone|gone out with|legit|how many fish)\b/.test(text);
      const lines = claims
        ? [
            `${profile.rating} Google rating, ${profile.clients} happy clients and ${profile.years} years of local experience.`,
            'Reviews are on the home page (/#reviews), with links to read more and to leave one.',
          ]
        : [
            `${contact.guideName} is your guide: ${profile.experience.charAt(0).toLowerCase()}${profile.experience.slice(1)} (${profile.years} years of local experience).`,
            profile.description,
            `Specialties: ${profile.specialties}.`,
          ];
      return { text: lines.join('\n'), actions: [viewPackagesAction()], context };
    },
  },
  {
    id: 'assistant',
    phrases: phrasesOf('assistant'),
    answer: ({ contact }, { context }) => ({
      text: `I'm the site's automated assistant: I answer questions about the packages, prices, open dates, what to bring and our policies. For anything else, call or text ${contact.guideName.split(' ')[0]} at ${contact.guidePhone}.`,
      actions: [viewPackagesAction()],
      context,
    }),
  },
];

function slotAskedFor(text: string): SlotChoice | undefined {
  if (/\bafternoon|\bpm\b|evening/.test(text)) return 'afternoon';
  if (/\bmorning|\bam\b/.test(text)) return 'morning';
  return slotNamed(text);
}
