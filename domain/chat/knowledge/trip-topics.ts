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
export function packagesWithFeature(text: string, packages: readonly PackageFact[]): { pkg: PackageFact; feature: string }[] {
  const asked = new Set(
    text
      .split(/[^a-z]+/)
      .filter((w) => w.length > 3)
      .map((w) => w.replace(/(ed|s)$/, '')),
  );
  const found: { pkg: PackageFact; feature: string }[] = [];
  for (const pkg of packages) {
    for (const feature of pkg.features) {
      if (featureWords(feature).some((w) => asked.has(w) && !['rod', 'fish', 'trip', 'bait'].includes(w))) found.push({ pkg, feature });
    }
  }
  return found;
}

const WHAT_IS_INCLUDED = /\b(lunch|food|meal|drinks?|clean(ed|ing)?|fillet|photos?|pictures?|net|snacks?|water|coffee)\b/;

export const TRIP_TOPICS: readonly KnowledgeTopic[] = [
  {
    id: 'included',
    phrases: [
      'is gear included',
      'what is included',
      'included in the price',
      'do i need my own rod',
      'do you provide bait and tackle',
      'equipment provided',
      'do you supply rods',
      'life jackets',
      'is lunch included',
      'shore lunch',
      'do you clean the fish',
      'fish cleaned',
      'fillet my fish',
      'do we get lunch',
      'are drinks included',
      'do i bring my own gear',
      'tackle',
      'reels',
    ],
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
            return {
              text: `${pkg ? `${pkg.name} does not list food` : 'No package lists that'}: bring water and snacks. ${TRIP_ADVICE.bring}`,
              actions: [viewPackagesAction()],
              context,
            };
          }
          return factWithHandoff(`I can't see that in any package's list of what is included. ${TRIP_ADVICE.included}`, contact, context);
        }
        const byFeature = new Map<string, string[]>();
        for (const { pkg, feature } of found) byFeature.set(feature, [...(byFeature.get(feature) ?? []), pkg.name]);
        for (const [feature, names] of byFeature) lines.push(`${feature}: included in ${listInWords(names)}.`);
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
    phrases: [
      'what should i bring',
      'what do i need to pack',
      'what should i wear',
      'do i need to bring food',
      'packing list',
      'clothes',
      'what to wear',
      'sunscreen',
      'rain jacket',
      'what do i need',
      'shoes',
      'snacks',
      'bring food',
      'what to pack',
    ],
    answer: () => bringReply(),
  },
  {
    id: 'licence',
    phrases: [
      'do i need a fishing licence',
      'do i need a license',
      'fishing license',
      'what are the regulations',
      'how many fish can i keep',
      'catch limit',
      'fishing rules in alberta',
      'where do i get a licence',
      'daily limit walleye',
      'can i keep the fish',
      'how many rods',
      'possession limit pike',
      'does my kid need a license',
      'perch limit',
      'walleye size limit',
      'keep limit',
    ],
    answer: () => licenceReply(),
  },
  {
    id: 'species',
    phrases: [
      'what fish can we catch',
      'what kind of fish are in the lake',
      'are there walleye',
      'can we catch pike',
      'species',
      'is there perch',
      'what will we catch',
      'trophy pike',
      'trout',
      'northern pike',
      'what fish',
    ],
    answer: () => speciesReply(),
  },
  {
    id: 'lake',
    phrases: [
      'tell me about the lake',
      'how deep is wabamun lake',
      'how big is the lake',
      'where is the lake',
      'how far from edmonton',
      'which lake do you fish',
      'where do you fish',
      'lake information',
      'depth',
      'hectares',
      'elevation',
      'distance from edmonton',
    ],
    answer: () => lakeReply(),
  },
  {
    id: 'cancellation',
    phrases: [
      'cancellation policy',
      'can i cancel',
      'refund if i cancel',
      'refund policy',
      'need to cancel',
      'how long do refunds take',
      'money back',
      'cancellation fee',
      'cancel the day before',
      'refund',
    ],
    answer: ({ contact }) => cancellationReply(contact),
  },
  {
    id: 'weather',
    phrases: [
      'what if the weather is bad',
      'what happens if it rains',
      'rain',
      'storm',
      'cancelled for wind',
      'bad weather policy',
      'too windy',
      'lightning',
      'weather',
      'cold',
      'forecast',
      'thunderstorm',
    ],
    answer: ({ contact }) => weatherReply(contact),
  },
  {
    id: 'kids',
    phrases: [
      'can i bring my kids',
      'are children allowed',
      'good for kids',
      'kids discount',
      'child price',
      'family friendly',
      'minimum age',
      'toddlers',
      'kids cheaper',
      'children',
      'my son',
      'my daughter',
      'how old',
      'age limit',
      'teenager',
      'baby',
    ],
    answer: () => kidsReply(),
  },
  {
    id: 'party_size',
    phrases: [
      'how many people can come',
      'maximum group size',
      'how many fit on the boat',
      'how many people on the boat',
      'largest group',
      'party size',
      'group of 15',
      'more than 12 people',
      'max people',
      'big group',
      'how many can you take',
      'boat capacity',
      'how many anglers',
      'is there a minimum number of people',
      'can i come alone',
      'solo',
    ],
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
    phrases: [
      'where do we meet',
      'meeting point',
      'where do i go on the day',
      'where does the boat leave from',
      'meeting location',
      'park',
      'leave from',
      'depart from',
      'dock',
      'marina',
      'boat launch',
      'pick up',
      'address',
      'launch',
      'directions',
      'where are you located',
      'location',
    ],
    answer: ({ contact }) => meetingPlaceReply(contact),
  },
  {
    id: 'trip_times',
    phrases: [
      'what time do trips start',
      'when does the morning trip start',
      'what time should i arrive',
      'how early do we leave',
      'time slots',
      'when does the afternoon trip end',
      'start time',
      'what hours',
      'can the half day be in the afternoon',
      'is there an afternoon trip',
      'morning or afternoon',
      'what time does it finish',
      'end time',
      'schedule',
    ],
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
    phrases: [
      'talk to a person',
      'phone number',
      'speak to the guide',
      'email address',
      'contact',
      'call you',
      'text you',
      'human',
      'real person',
      'reach you',
      'who is the guide',
    ],
    answer: ({ contact }) => contactReply(contact),
  },
  {
    id: 'guide',
    phrases: [
      'who is the guide',
      'about the guide',
      'how long has the guide been guiding',
      'experience',
      'specialise',
      'specialty',
      'specialties',
      'how long has he been doing this',
      'years of experience',
      'who will take us out',
      'is the guide licensed',
      'rating',
      'reviews score',
      'how many clients',
      'how many fish caught',
      'google rating',
    ],
    answer: ({ contact, profile }, { text, context }) => {
      const claims = /\b(rating|rated|stars?|clients?|customers?|people have you|how many fish)\b/.test(text);
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
    phrases: [
      'are you a bot',
      'are you a robot',
      'are you human',
      'am i talking to a real person',
      'what can you help with',
      'what can you do',
      'who are you',
    ],
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
