import { SLOT_WINDOWS, TIME_SLOTS } from '../availability/slot-windows';
import { PARTY_LIMITS } from '../bookings/booking-rules';
import { CHILD_DISCOUNT_PERCENT, WEEKDAY_DISCOUNT_PERCENT } from '../bookings/pricing';
import { REFUND_POLICY_TEXT, refundRuleFor } from '../bookings/refund-policy';
import { CATCH_LIMITS, LICENCE_AGE, MAX_RODS } from '../content/fishing-regulations';
import { LAKE_FACTS, TARGET_SPECIES } from '../content/lake-facts';
import { TRIP_ADVICE } from '../content/trip-advice';
import { firstNameOf, formatChatDate, formatMoney, listInWords } from './chat-format';
import { BookingContext, SlotChoice, SuggestedAction } from './chat-protocol';
import { bookNowAction, callGuideAction, sendSmsAction, viewPackageDetailsAction, viewPackagesAction } from './suggested-actions';

/**
 * How the assistant words its answers. Every function takes the facts the application read from the
 * live services at question time and only restates them: a price, a date or a rule that is not in
 * its arguments (or in the domain's own constants, which the pages show too) never appears.
 */

export interface PackageFact {
  readonly name: string;
  /** Whole CAD per person. */
  readonly price: number;
  readonly duration: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly featured: boolean;
  readonly timeSlots: readonly SlotChoice[];
  /** The largest party one booking takes (domain/catalogue/package-capacity.ts); unknown: the site's own limit. */
  readonly maxPeople?: number;
}

export interface ContactFacts {
  readonly guideName: string;
  readonly guidePhone: string;
  readonly businessPhone: string;
  readonly businessEmail: string;
  /** The meeting place (site content contact.location). */
  readonly location: string;
}

export interface DaySlots {
  readonly date: string;
  readonly slots: readonly { readonly timeSlot: SlotChoice; readonly status: 'available' | 'limited' | 'booked' }[];
}

export interface QuoteFact {
  readonly packageName: string;
  readonly date: string;
  readonly people: number;
  readonly kidsCount: number;
  readonly adultPriceCents: number;
  readonly childPriceCents: number;
  readonly totalCents: number;
  readonly weekdayDiscountApplies: boolean;
  readonly familySavingsCents: number;
}

export interface ChatReply {
  readonly text: string;
  readonly actions: SuggestedAction[];
  readonly context: BookingContext | null;
  /** The figures the text was made of, for a reply in another language (never sent). */
  readonly facts?: {
    readonly quotes?: readonly QuoteFact[];
    readonly open?: readonly { readonly date: string; readonly open: readonly SlotChoice[] }[];
  };
}

export const SLOT_NAMES: Readonly<Record<SlotChoice, string>> = { morning: 'morning', afternoon: 'afternoon', 'full-day': 'full day' };

export const CHAT_TEXTS = {
  welcome: (guide: string) =>
    `Hi! I'm the assistant of ${firstNameOf(guide)}, your guide on Wabamun Lake. Ask me about trips, prices, open dates or what to bring.`,
  thanks: "You're welcome! Tight lines, and ask me anything else about your trip.",
  unsure: (guide: string, phone: string) =>
    `I'm not sure I can answer that one. ${firstNameOf(guide)} can: call ${phone}, or leave your number and question for a text back.`,
  noData: (what: string, guide: string, phone: string) =>
    `Sorry, I can't read ${what} right now. Please call ${firstNameOf(guide)} at ${phone}.`,
  smsLeft: (guide: string) => `Thanks! I've passed your question to ${firstNameOf(guide)}, who will text you back as soon as possible.`,
  smsPhone: 'Please enter a valid phone number',
  smsQuestion: 'Please type the question you want the guide to answer.',
} as const;

export function contactActions(contact: ContactFacts, withSms = false): SuggestedAction[] {
  const call = callGuideAction(contact.guideName, contact.guidePhone);
  return [...(call ? [call] : []), ...(withSms ? [sendSmsAction(contact.guideName)] : [])];
}

export function greetingReply(contact: ContactFacts): ChatReply {
  return { text: CHAT_TEXTS.welcome(contact.guideName), actions: [viewPackagesAction(), bookNowAction()], context: null };
}

export function thanksReply(): ChatReply {
  return { text: CHAT_TEXTS.thanks, actions: [bookNowAction()], context: null };
}

export function unsureReply(contact: ContactFacts): ChatReply {
  return { text: CHAT_TEXTS.unsure(contact.guideName, contact.guidePhone), actions: contactActions(contact, true), context: null };
}

/** Data the answer needs could not be read: say so, and offer the guide's phone. */
export function missingDataReply(what: string, contact: ContactFacts, context: BookingContext | null = null): ChatReply {
  return { text: CHAT_TEXTS.noData(what, contact.guideName, contact.guidePhone), actions: contactActions(contact, true), context };
}

export function packageLine(p: PackageFact): string {
  return `${p.name}: ${p.duration}, ${formatMoney(p.price * 100)} per person${p.featured ? ' (most popular)' : ''}`;
}

/** The packages; `compared` ('what's the difference...?') gives each one's description too. */
export function packagesReply(
  packages: readonly PackageFact[],
  contact: ContactFacts,
  context: BookingContext | null,
  compared = false,
): ChatReply {
  if (packages.length === 0) return missingDataReply('our packages', contact, context);
  const intro = packages.length === 1 ? 'We offer one package:' : `We offer ${packages.length} packages:`;
  const text = [
    intro,
    ...packages.map((p) => `• ${packageLine(p)}${compared && p.description ? `. ${p.description}` : ''}`),
    `Monday to Thursday trips are ${WEEKDAY_DISCOUNT_PERCENT}% off, and children 12 and under get ${CHILD_DISCOUNT_PERCENT}% off with an adult. Gear is included.`,
  ].join('\n');
  return { text, actions: [viewPackagesAction(), bookNowAction(context ?? {})], context };
}

export function packageDetailsReply(p: PackageFact, context: BookingContext): ChatReply {
  const slots = listInWords(p.timeSlots.map((s) => SLOT_WINDOWS[s].label));
  const text = [
    `${p.name}: ${p.duration}, ${formatMoney(p.price * 100)} per person${p.featured ? ', our most popular trip' : ''}.`,
    p.description,
    ...(p.features.length ? [`Included: ${p.features.join('; ')}.`] : []),
    `It runs in the ${slots} slot${p.timeSlots.length === 1 ? '' : 's'}.`,
  ].join('\n');
  return {
    text,
    actions: [viewPackageDetailsAction(p.name), bookNowAction({ ...context, packageName: p.name })],
    context: { ...context, packageName: p.name },
  };
}

export function bookingReply(context: BookingContext, pkg: PackageFact | undefined, packages: readonly PackageFact[] = []): ChatReply {
  const chosen = [pkg ? pkg.name : undefined, context.date ? formatChatDate(context.date) : undefined].filter(Boolean);
  const text =
    'You can book and pay online in a couple of minutes: pick your package, date and time in the booking form, and you get a confirmation by email and SMS.' +
    (chosen.length ? ` I've filled in ${listInWords(chosen as string[])} for you.` : '') +
    (!pkg && packages.length ? `\nOur packages:\n${packages.map((p) => `• ${packageLine(p)}`).join('\n')}` : '');
  return { text, actions: [bookNowAction({ ...context, packageName: pkg?.name ?? context.packageName }), viewPackagesAction()], context };
}

export function bringReply(): ChatReply {
  return {
    text: `What to bring: ${TRIP_ADVICE.bring.charAt(0).toLowerCase()}${TRIP_ADVICE.bring.slice(1)}\nEveryone ${LICENCE_AGE} and over needs an Alberta fishing licence. Rods, tackle and bait are on the boat.`,
    actions: [bookNowAction()],
    context: null,
  };
}

export function includedReply(packages: readonly PackageFact[]): ChatReply {
  const lines: string[] = [TRIP_ADVICE.included];
  for (const p of packages) if (p.features.length) lines.push(`• ${p.name}: ${p.features.join('; ')}`);
  return { text: lines.join('\n'), actions: [viewPackagesAction()], context: null };
}

/** The licence and the limits; 'Yes:' only to a question whether a licence is needed (never to a claimed limit). */
export function licenceReply(question = ''): ChatReply {
  const limits = CATCH_LIMITS.map(
    (l) =>
      `${l.species}: ${l.daily} a day, ${l.possession} in possession${l.sizeRule ? ` (${l.sizeRule.charAt(0).toLowerCase()}${l.sizeRule.slice(1)})` : ''}`,
  );
  const text = [
    `${/\b(need|needs|require|required|have to|must)\b/.test(question) && !/\b\d+\s+(?:pike|walleye|perch|fish)\b/.test(question) ? 'Yes: e' : 'E'}veryone aged ${LICENCE_AGE} and over needs a valid Alberta fishing licence. Buy it online before the trip and bring it along (on your phone is fine).`,
    `Each angler may fish with up to ${MAX_RODS} rods. Catch limits:`,
    ...limits.map((l) => `• ${l}`),
    'Check the current Alberta Guide to Sportfishing Regulations before your trip; our summary is at /fishing-regulations.',
  ].join('\n');
  return { text, actions: [bookNowAction()], context: null };
}

export function speciesReply(): ChatReply {
  const text = `On Wabamun Lake we fish for ${listInWords([...TARGET_SPECIES])}. Keep limits: ${CATCH_LIMITS.map((l) => `${l.species.toLowerCase()} ${l.daily} a day (${l.possession} in possession)`).join(', ')}.`;
  return { text, actions: [viewPackagesAction(), bookNowAction()], context: null };
}

export function lakeReply(): ChatReply {
  const facts = LAKE_FACTS.map((f) => `• ${f.term}: ${f.value}`);
  const text = [`We fish Wabamun Lake, Alberta, for ${listInWords([...TARGET_SPECIES])}.`, ...facts, 'More at /wabamun-lake-info.'].join(
    '\n',
  );
  return { text, actions: [viewPackagesAction()], context: null };
}

/**
 * The refund policy; with a notice said in the question ('30 hours before', '3 days ahead') the share
 * it gets back, and with an amount paid ('we paid $996') that share in dollars.
 */
export function cancellationReply(contact: ContactFacts, text = '', noticeHours?: number, bookedCents?: number): ChatReply {
  const hours = noticeHoursIn(text) ?? noticeHours;
  const lines: string[] = [];
  if (hours !== undefined) {
    const { percent } = refundRuleFor(hours);
    const paid = /(?:\$\s?|\b(?:paid|spent|cost us|cost me)\s+\$?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d\d)?/.exec(text);
    const paidCents = paid ? Number(paid[1]!.replace(/,/g, '')) * 100 : bookedCents;
    const share = percent === 100 ? 'a full refund' : percent === 50 ? '50% back' : 'no refund';
    lines.push(
      `Cancelling ${hours < 0 ? 'after the trip has started' : `${hours} hours before the trip`} gets ${share}` +
        (paidCents !== undefined && percent > 0
          ? `: ${formatMoney(Math.floor((paidCents * percent) / 100))} of the ${formatMoney(paidCents)} you paid.`
          : '.'),
    );
  }
  return {
    text: [
      ...lines,
      `${REFUND_POLICY_TEXT}\nYou can cancel it yourself online: your confirmation email has a private link to your booking.`,
    ].join('\n'),
    actions: contactActions(contact),
    context: null,
  };
}

/** '30 hours before', '30 hrs ahead', '3 days before', 'a week ahead': the notice in hours. */
function noticeHoursIn(text: string): number | undefined {
  const hours = /\b(\d{1,3})\s*(?:hours?|hrs?|h)\b/.exec(text);
  if (hours) return Number(hours[1]);
  const days = /\b(\d{1,2}|one|two|three|four|five|six|seven)\s*days?\s+(?:before|ahead|prior|out|in advance)\b/.exec(text);
  if (days) return 24 * (Number(days[1]) || ['one', 'two', 'three', 'four', 'five', 'six', 'seven'].indexOf(days[1]!) + 1);
  if (/\b(?:a|one) week (?:before|ahead|prior|out|in advance)\b/.test(text)) return 7 * 24;
  return undefined;
}

export function weatherReply(contact: ContactFacts): ChatReply {
  return {
    text:
      `${TRIP_ADVICE.weather}\nThe guide makes the call for your safety; if we cancel for the weather, you get a text (SMS) and an email with your full refund and a link to book another date.\n` +
      REFUND_POLICY_TEXT,
    actions: contactActions(contact),
    context: null,
  };
}

export function kidsReply(): ChatReply {
  const text =
    `Kids are welcome. Children 12 and under get ${CHILD_DISCOUNT_PERCENT}% off when at least one adult comes along. ` +
    `A party is ${PARTY_LIMITS.minPeople} to ${PARTY_LIMITS.maxPeople} people with up to ${PARTY_LIMITS.maxKids} kids, and children under 16 fish with an adult. ` +
    `Only anglers ${LICENCE_AGE} and over need a fishing licence, and there are life jackets in every size.`;
  return { text, actions: [viewPackagesAction(), bookNowAction()], context: null };
}

export function meetingPlaceReply(contact: ContactFacts): ChatReply {
  const text =
    `We meet at ${contact.location}. We will contact you within 24 hours of booking with the exact meeting spot on the shore. ` +
    `Trips start at ${listInWords(TIME_SLOTS.map((s) => SLOT_WINDOWS[s].label))}.`;
  return { text, actions: contactActions(contact), context: null };
}

export function tripTimesReply(pkg: PackageFact | undefined, context: BookingContext | null): ChatReply {
  const slots = pkg ? pkg.timeSlots : TIME_SLOTS;
  const text = [
    pkg ? `${pkg.name} (${pkg.duration}) runs in these slots:` : 'Trips run in three time slots:',
    ...slots.map((s) => `• ${SLOT_WINDOWS[s].label}`),
    'The booking form shows which slots are open on the date you choose.',
  ].join('\n');
  return { text, actions: [bookNowAction({ ...(context ?? {}), packageName: pkg?.name })], context };
}

export function contactReply(contact: ContactFacts): ChatReply {
  const guide = firstNameOf(contact.guideName);
  const text =
    `You can call or text ${guide} (${contact.guideName}, your guide on ${contact.location}) at ${contact.guidePhone}` +
    (contact.businessPhone !== contact.guidePhone ? `, or call the office at ${contact.businessPhone}` : '') +
    `, or email ${contact.businessEmail}. You can also leave your number and question here and ${guide} will text you back.`;
  return { text, actions: contactActions(contact, true), context: null };
}
