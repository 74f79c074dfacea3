import { SLOT_WINDOWS } from '../availability/slot-windows';
import { CHILD_DISCOUNT_PERCENT, WEEKDAY_DISCOUNT_PERCENT } from '../bookings/pricing';
import { ChatReply, ContactFacts, contactActions, DaySlots, PackageFact, packageLine, QuoteFact, SLOT_NAMES } from './chat-answers';
import { formatChatDate, formatMoney, listInWords } from './chat-format';
import { BookingContext, SlotChoice, SuggestedAction } from './chat-protocol';
import { bookNowAction, viewPackagesAction } from './suggested-actions';

/**
 * The answers about the calendar and prices: open dates and quotes, worded from the availability and
 * the quotes the application read at question time (see chat-answers.ts for the rule every answer keeps).
 */

function openSlots(day: DaySlots, pkg?: PackageFact): SlotChoice[] {
  return day.slots.filter((s) => s.status !== 'booked' && (!pkg || pkg.timeSlots.includes(s.timeSlot))).map((s) => s.timeSlot);
}

function slotList(slots: readonly SlotChoice[]): string {
  return listInWords(slots.map((s) => SLOT_WINDOWS[s].label));
}

export interface AvailabilityAsk {
  /** The dates the question named (one, a weekend, a week); empty: 'when can I go?'. */
  readonly dates: readonly string[];
  readonly time?: SlotChoice;
  readonly pkg?: PackageFact;
  /** Dates before today or past the booking horizon, with why. */
  readonly outOfRange?: { readonly date: string; readonly reason: string }[];
  readonly currentYear: number;
}

const WAITLIST_HINT =
  'For a booked time, choose it in the booking form and press Join the waitlist: if a place opens, we text and email you.';

/** Open dates for the dates asked (or the next open ones), from the calendar as it is now. */
export function availabilityReply(
  ask: AvailabilityAsk,
  days: readonly DaySlots[],
  contact: ContactFacts,
  context: BookingContext,
): ChatReply {
  const { pkg, time, currentYear } = ask;
  const lines: string[] = [];
  for (const refused of ask.outOfRange ?? []) lines.push(`${formatChatDate(refused.date, currentYear)}: ${refused.reason}`);
  const forPkg = pkg ? ` for ${pkg.name}` : '';
  let firstOpen: { date: string; slot: SlotChoice } | undefined;
  if (ask.dates.length === 0) {
    const open = days.filter((d) => openSlots(d, pkg).length > 0 && (!time || openSlots(d, pkg).includes(time))).slice(0, 4);
    if (open.length === 0) {
      lines.push(`I can't see an open date${forPkg} in the next ${days.length} days.`);
    } else {
      lines.push(`The next open dates${forPkg}:`);
      for (const d of open) lines.push(`• ${formatChatDate(d.date, currentYear)}: ${slotList(openSlots(d, pkg))}`);
      const slots = openSlots(open[0]!, pkg);
      firstOpen = { date: open[0]!.date, slot: time && slots.includes(time) ? time : slots[0]! };
    }
  } else {
    for (const d of days) {
      const slots = openSlots(d, pkg);
      const name = formatChatDate(d.date, currentYear);
      if (pkg && !d.slots.some((s) => pkg.timeSlots.includes(s.timeSlot)) && d.slots.length > 0) {
        const others = openSlots(d);
        lines.push(`${name}: ${pkg.name} does not run that day${others.length ? `; open: ${slotList(others)}` : ''}.`);
        continue;
      }
      if (slots.length === 0) {
        const offered = d.slots.length > 0;
        lines.push(`${name}: ${offered ? 'fully booked' : 'no trips are scheduled that day'}${forPkg}.`);
        continue;
      }
      if (time && !slots.includes(time)) {
        lines.push(`${name}: the ${SLOT_NAMES[time]} is not open${forPkg}; open: ${slotList(slots)}.`);
      } else {
        lines.push(`${name}: open${forPkg}: ${slotList(time ? [time] : slots)}.`);
      }
      if (!firstOpen) firstOpen = { date: d.date, slot: time && slots.includes(time) ? time : slots[0]! };
    }
    if (!firstOpen && days.length > 0) lines.push('Ask me about another date, or I can list the next open ones.');
    // A booked slot can be waited for: the booking form offers it on the booked date.
    const booked = (d: DaySlots) =>
      d.slots.some((s) => s.status === 'booked' && (!pkg || pkg.timeSlots.includes(s.timeSlot)) && (!time || s.timeSlot === time));
    if (days.some(booked)) lines.push(WAITLIST_HINT);
  }
  const actions: SuggestedAction[] = [];
  if (firstOpen) {
    actions.push(bookNowAction({ packageName: pkg?.name, date: firstOpen.date, time: firstOpen.slot }));
  }
  if (!pkg) actions.push(viewPackagesAction());
  if (!firstOpen) actions.push(...contactActions(contact));
  const next: BookingContext = {
    ...context,
    ...(firstOpen && ask.dates.length > 0 ? { date: firstOpen.date } : ask.dates.length > 0 ? { date: ask.dates[0] } : {}),
    ...(time ? { time } : {}),
  };
  const open = (ask.dates.length === 0 ? days.filter((d) => openSlots(d, pkg).length > 0).slice(0, 4) : days).map((d) => ({
    date: d.date,
    open: openSlots(d, pkg),
  }));
  return { text: lines.join('\n'), actions, context: next, facts: { open } };
}

function partyWords(people: number, kidsCount: number, olderChildren = 0): string {
  const adults = people - kidsCount - olderChildren;
  const adultText = `${adults} ${adults === 1 ? 'adult' : 'adults'}`;
  if (kidsCount === 0 && olderChildren === 0) return people === 1 ? '1 person' : `${people} people`;
  const older = olderChildren > 0 ? `${olderChildren} ${olderChildren === 1 ? 'child' : 'children'} over 12` : '';
  const young = kidsCount > 0 ? `${kidsCount} ${kidsCount === 1 ? 'child' : 'children'} 12 or under` : '';
  return adults > 0 ? listInWords([adultText, older, young].filter(Boolean)) : listInWords([older, young].filter(Boolean));
}

export interface QuoteAsk {
  readonly people: number;
  readonly kidsCount: number;
  readonly olderChildren: number;
  readonly date?: string;
  readonly currentYear: number;
}

/** Totals from the quote service, one per package asked; refusals (a past date, a slot the package has not) in words. */
export function quoteReply(
  ask: QuoteAsk,
  quotes: readonly QuoteFact[],
  refusals: readonly { packageName: string; reason: string }[],
  packages: readonly PackageFact[],
  dayNote: string | null,
  context: BookingContext,
): ChatReply {
  const party = partyWords(ask.people, ask.kidsCount, ask.olderChildren);
  const lines: string[] = [];
  if (!ask.date) {
    lines.push(`For ${party}, the price depends on the day: Monday to Thursday trips are ${WEEKDAY_DISCOUNT_PERCENT}% off.`);
    for (const p of packages) lines.push(`• ${packageLine(p)}`);
    if (ask.kidsCount > 0) lines.push(`Children 12 and under get ${CHILD_DISCOUNT_PERCENT}% off with an adult.`);
    lines.push('Tell me the date and I will work out the total.');
  } else {
    lines.push(`For ${party} on ${formatChatDate(ask.date, ask.currentYear)}:`);
    for (const q of quotes) {
      const parts = [`${formatMoney(q.adultPriceCents)} per adult`];
      if (q.kidsCount > 0) parts.push(`${formatMoney(q.childPriceCents)} per child`);
      lines.push(`• ${q.packageName}: ${formatMoney(q.totalCents)} in total (${parts.join(', ')})`);
    }
    for (const r of refusals) lines.push(`• ${r.packageName}: ${r.reason}`);
    if (quotes.some((q) => q.weekdayDiscountApplies))
      lines.push(`That includes the ${WEEKDAY_DISCOUNT_PERCENT}% Monday to Thursday discount.`);
    if (quotes.some((q) => q.familySavingsCents > 0)) lines.push(`Children 12 and under are ${CHILD_DISCOUNT_PERCENT}% off.`);
    if (dayNote) lines.push(dayNote);
  }
  if (ask.olderChildren > 0) lines.push('Children over 12 pay the adult price; under 16 they fish with an adult.');
  const single = quotes.length === 1 ? quotes[0] : undefined;
  const next: BookingContext = {
    ...context,
    ...(ask.date ? { date: ask.date } : {}),
    ...(single ? { packageName: single.packageName } : {}),
    people: ask.people,
    kidsCount: ask.kidsCount,
  };
  return {
    text: lines.join('\n'),
    actions: [bookNowAction({ packageName: next.packageName, date: next.date, time: next.time }), viewPackagesAction()],
    context: next,
    facts: { quotes },
  };
}
