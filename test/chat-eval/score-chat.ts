import { EvalCase, EvalCategory, Expectation } from './eval-case';

/**
 * The evaluation's scorer: pure functions over an answer, the case's expectation and the live data
 * (packages, calendar, the clock). Two kinds of findings:
 * - misses: what a scored turn expected and the answer did not give;
 * - inventions: on EVERY answer, scored or not, what the data cannot back (an amount no price or
 *   rule produces, a date on the wrong weekday or in the past or said open when the calendar has it
 *   closed, an affirmed false premise, a book_now offer for a slot that cannot be booked).
 */

export interface ActionLike {
  readonly type: string;
  readonly packageName?: string;
  readonly date?: string;
  readonly time?: string;
}

export interface AnswerLike {
  readonly message: string;
  readonly metadata: { readonly suggestedActions: readonly ActionLike[] };
}

export interface PackageFacts {
  readonly name: string;
  /** Whole CAD per person. */
  readonly price: number;
  readonly timeSlots: readonly string[];
}

export interface CalendarSlot {
  readonly timeSlot: string;
  readonly status: string;
}

export interface CalendarDay {
  readonly date: string;
  readonly slots: readonly CalendarSlot[];
}

/** What the answers are checked against. */
export interface World {
  /** YYYY-MM-DD on the lake. */
  readonly today: string;
  /** Minutes since midnight on the lake, now. */
  readonly nowMinutes: number;
  readonly packages: readonly PackageFacts[];
  /** The live calendar by date; dates outside it are not judged open or closed. */
  readonly calendar: ReadonlyMap<string, CalendarDay>;
  /** Every amount (cents) an answer may state: see allowedAmountsCents. */
  readonly amountsCents: ReadonlySet<number>;
}

/** The booking rules the amounts follow (stated here, not read from the code under test). */
export const RULES = {
  /** Monday to Thursday: 17% off, the per-person price rounded to whole dollars. */
  weekdayPercentOff: 17,
  /** Children 12 and under: 25% off the day's adult price, rounded, when the party has an adult. */
  childPercentOff: 25,
  maxPeople: 12,
  maxKids: 10,
  /** A friend's referral code takes 50 dollars off the total (never below 0); the referrer earns a 50 dollar credit. */
  referralDollars: 50,
  /** Refunds: 48 hours or more ahead all of it, 24 to 48 hours half, under 24 hours none. */
  refundShares: [1, 0.5, 0],
} as const;

/** Where each slot starts, in minutes after midnight on the lake. */
export const SLOT_START_MINUTES: Readonly<Record<string, number>> = { morning: 6 * 60, afternoon: 13 * 60, 'full-day': 6 * 60 };

const off = (dollars: number, percent: number): number => Math.round((dollars * (100 - percent)) / 100);

/**
 * Every amount an answer may state, in cents, from the package prices: each price, its weekday and
 * children's forms and the per-person savings; for every party of 1 to 12 with 0 to 10 children (at
 * least one adult) on either kind of day: the total, the undiscounted total, the savings, the total
 * less a referral code, and what each refund rule gives back of those totals; the referral credit.
 */
export function allowedAmountsCents(prices: readonly number[]): Set<number> {
  const dollars = new Set<number>([RULES.referralDollars, 0]);
  const refunds = new Set<number>();
  for (const price of prices) {
    for (const adult of [price, off(price, RULES.weekdayPercentOff)]) {
      const child = off(adult, RULES.childPercentOff);
      for (const v of [price, adult, child, price - adult, adult - child, price - child]) dollars.add(v);
      for (let people = 1; people <= RULES.maxPeople; people++) {
        for (let kids = 0; kids <= Math.min(people - 1, RULES.maxKids); kids++) {
          const total = (people - kids) * adult + kids * child;
          const base = people * price;
          const withReferral = Math.max(0, total - RULES.referralDollars);
          for (const v of [total, base, base - total, people * (price - adult), kids * (adult - child), withReferral]) dollars.add(v);
          for (const paid of [total, withReferral]) for (const share of RULES.refundShares) refunds.add(Math.round(paid * 100 * share));
        }
      }
    }
  }
  return new Set([...[...dollars].map((d) => d * 100), ...refunds]);
}

/** Dollar amounts written in a text, in cents: $1,596 / $249.50 / CA$399 / 1 596 $ / 249,50 $ / 50 dollars. */
export function amountsIn(text: string): { written: string; cents: number }[] {
  const found: { written: string; cents: number; at: number }[] = [];
  const toCents = (whole: string, fraction: string | undefined) => Number(whole.replace(/[^\d]/g, '')) * 100 + Number(fraction ?? 0);
  for (const m of text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?![\d,]*\d)/g)) {
    found.push({ written: m[0], cents: toCents(m[1]!, m[2]), at: m.index! });
  }
  for (const m of text.matchAll(/(?<![\d$.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:,(\d{2}))?[ \u00a0\u202f]?\$/g)) {
    if (!found.some((f) => f.at <= m.index! + m[0].length && m.index! <= f.at))
      found.push({ written: m[0], cents: toCents(m[1]!, m[2]), at: m.index! });
  }
  for (const m of text.matchAll(/(?<![\d$.,])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?\s?(?:dollars?|CAD)\b/gi)) {
    if (!found.some((f) => Math.abs(f.at - m.index!) < 3)) found.push({ written: m[0], cents: toCents(m[1]!, m[2]), at: m.index! });
  }
  return found.map(({ written, cents }) => ({ written, cents }));
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const JOURS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];

function isoOf(year: number, month: number, dayOfMonth: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (d.getUTCMonth() !== month - 1) return null;
  return d.toISOString().slice(0, 10);
}

const weekdayIndexOf = (iso: string): number => new Date(`${iso}T00:00:00Z`).getUTCDay();

export interface WrittenDate {
  readonly written: string;
  /** The weekday the text gives (0 = Sunday). */
  readonly weekday: number;
  readonly month: number;
  readonly day: number;
  readonly year?: number;
  /** The text around it (its line, or its sentence in a long line). */
  readonly context: string;
}

/** 'Friday, December 4' (also 'Fri, Dec 4', with or without a year) and 'vendredi 4 décembre'. */
export function writtenDates(text: string): WrittenDate[] {
  const out: WrittenDate[] = [];
  const contextAt = (index: number, length: number): string => {
    const lineStart = text.lastIndexOf('\n', index) + 1;
    const lineEnd = text.indexOf('\n', index + length);
    const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
    if (line.length < 200) return line;
    // A long paragraph: the sentence the date is in.
    const rel = index - lineStart;
    const before = Math.max(line.lastIndexOf('. ', rel), line.lastIndexOf('; ', rel));
    const afterDot = line.indexOf('. ', rel + length);
    return line.slice(before + 1, afterDot === -1 ? line.length : afterDot + 1);
  };
  const en =
    /\b(Sun|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri|Sat)(?:day|sday|nesday|rsday|urday)?\.?,?\s+(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?/gi;
  for (const m of text.matchAll(en)) {
    const weekday = WEEKDAYS.findIndex((w) => w.startsWith(m[1]!.toLowerCase().slice(0, 3)));
    const month = MONTHS.findIndex((x) => x.startsWith(m[2]!.toLowerCase().slice(0, 3))) + 1;
    out.push({
      written: m[0],
      weekday,
      month,
      day: Number(m[3]),
      year: m[4] ? Number(m[4]) : undefined,
      context: contextAt(m.index!, m[0].length),
    });
  }
  const fr = new RegExp(`\\b(${JOURS.join('|')})\\s+(\\d{1,2})(?:er)?\\s+(${MOIS.join('|')})(?:\\s+(\\d{4}))?`, 'gi');
  for (const m of text.matchAll(fr)) {
    out.push({
      written: m[0],
      weekday: JOURS.indexOf(m[1]!.toLowerCase()),
      month: MOIS.indexOf(m[3]!.toLowerCase()) + 1,
      day: Number(m[2]),
      year: m[4] ? Number(m[4]) : undefined,
      context: contextAt(m.index!, m[0].length),
    });
  }
  return out;
}

const OPEN_WORDS = /\b(open|available|free|spots?|room|bookable|ouvert|disponible|libre)\b/i;
const CLOSED_WORDS =
  /\b(not|no|isn't|aren't|booked|full|fully|closed|unavailable|taken|waitlist|sold|pas|complet|réservé|passed|past)\b|n't/i;
const SLOT_WORDS: Readonly<Record<string, RegExp>> = {
  morning: /\bmorning\b|\bmatin/i,
  afternoon: /\bafternoon\b|après-midi/i,
  'full-day': /\bfull[- ]day\b|journée complète|journée entière/i,
};

/** What is wrong with the dates an answer writes: wrong weekday, in the past, or said open when closed. */
export function dateProblems(text: string, world: World): string[] {
  const problems: string[] = [];
  const todayYear = Number(world.today.slice(0, 4));
  for (const w of writtenDates(text)) {
    const years = w.year !== undefined ? [w.year] : [todayYear, todayYear + 1];
    const candidates = years.map((y) => isoOf(y, w.month, w.day)).filter((d): d is string => d !== null);
    const iso = candidates.find((d) => weekdayIndexOf(d) === w.weekday);
    if (!iso) {
      const actual = candidates[0] ? WEEKDAYS[weekdayIndexOf(candidates[0])] : 'no such date';
      problems.push(`'${w.written}' is not that weekday (${candidates[0] ?? '?'} is a ${actual})`);
      continue;
    }
    if (iso < world.today) {
      if (!/\b(passed|past|ago|already)\b|passé/i.test(w.context)) problems.push(`'${w.written}' (${iso}) is in the past`);
      continue;
    }
    const calendarDay = world.calendar.get(iso);
    // 'full day' names a slot, not a fully booked date.
    const said = w.context.replace(/full[- ]day/gi, 'slot');
    if (!calendarDay || !OPEN_WORDS.test(said) || CLOSED_WORDS.test(said)) continue;
    const open = calendarDay.slots.filter((s) => s.status !== 'booked').map((s) => s.timeSlot);
    if (open.length === 0) {
      problems.push(`'${w.written}' said open, the calendar has ${iso} closed`);
      continue;
    }
    const named = Object.keys(SLOT_WORDS).filter((slot) => SLOT_WORDS[slot]!.test(w.context));
    if (named.length === 1 && !open.includes(named[0]!))
      problems.push(`'${w.written}' ${named[0]} said open, the calendar has it booked or not offered`);
  }
  return problems;
}

/** Why a book_now action could not be booked as offered, or null when it can. */
export function bookNowProblem(action: ActionLike, world: World): string | null {
  const { packageName, date, time } = action;
  if (!packageName || !date || !time) return `book_now names no ${!packageName ? 'package' : !date ? 'date' : 'time'}`;
  const pack = world.packages.find((p) => p.name.toLowerCase() === packageName.toLowerCase());
  if (!pack) return `book_now names '${packageName}', not a package`;
  if (!pack.timeSlots.includes(time)) return `book_now offers ${pack.name} in the ${time}, a slot it does not run in`;
  if (date < world.today) return `book_now offers ${date}, in the past`;
  if (date === world.today && (SLOT_START_MINUTES[time] ?? 0) <= world.nowMinutes)
    return `book_now offers today's ${time}, which has begun`;
  const calendarDay = world.calendar.get(date);
  if (!calendarDay) return `book_now offers ${date}, outside the calendar read`;
  const slot = calendarDay.slots.find((s) => s.timeSlot === time);
  if (!slot) return `book_now offers ${date} ${time}, not offered that day`;
  if (slot.status === 'booked') return `book_now offers ${date} ${time}, booked`;
  return null;
}

const AFFIRMATION =
  /^\W*(yes|yep|yeah|yup|sure|absolutely|correct|certainly|of course|definitely|that's right|that is right|oui|bien sûr)\b|\b(absolutely|you're right|you are right|that's correct|that is correct|exactly right)\b/i;

/** Whether an answer affirms what the visitor claimed. */
export function affirms(text: string): boolean {
  return AFFIRMATION.test(text);
}

/** Everything an answer states that the data cannot back (see the file's comment). */
export function inventions(answer: AnswerLike, world: World, category: EvalCategory): string[] {
  const found: string[] = [];
  for (const a of amountsIn(answer.message)) {
    if (!world.amountsCents.has(a.cents)) found.push(`amount ${a.written} is not one the prices and rules produce`);
  }
  found.push(...dateProblems(answer.message, world));
  if (category === 'false-premise' && affirms(answer.message)) found.push('affirms a false premise');
  for (const action of answer.metadata.suggestedActions) {
    if (action.type !== 'book_now') continue;
    const problem = bookNowProblem(action, world);
    if (problem) found.push(problem);
  }
  return found;
}

const includes = (text: string, needle: string): boolean => text.toLowerCase().includes(needle.toLowerCase());

/** The actions asked for, 'call_*' standing for any call_{name}. */
function hasAction(answer: AnswerLike, wanted: string): boolean {
  return answer.metadata.suggestedActions.some((a) => (wanted === 'call_*' ? a.type.startsWith('call_') : a.type === wanted));
}

/** What a scored turn's answer lacks against its expectation; empty when it passes. */
export function misses(answer: AnswerLike, expectation: Expectation, world: World): string[] {
  const text = answer.message;
  const out: string[] = [];
  for (const fact of expectation.all ?? []) if (!includes(text, fact)) out.push(`missing '${fact}'`);
  for (const group of expectation.any ?? [])
    if (!group.some((f) => includes(text, f))) out.push(`missing one of ${JSON.stringify(group.slice(0, 4))}`);
  for (const bad of expectation.none ?? []) if (includes(text, bad)) out.push(`says '${bad}'`);
  for (const action of expectation.actions ?? []) if (!hasAction(answer, action)) out.push(`no ${action} action`);
  if (expectation.bookNow) {
    const offers = answer.metadata.suggestedActions.filter((a) => a.type === 'book_now');
    if (offers.length === 0) out.push('no book_now action');
    else if (!offers.some((a) => bookNowProblem(a, world) === null))
      out.push(`book_now not bookable: ${bookNowProblem(offers[0]!, world)}`);
  }
  if (expectation.handoff) {
    if (!hasAction(answer, 'call_*')) out.push('hand-off without a call_* action');
    if (!hasAction(answer, 'send_sms')) out.push('hand-off without a send_sms action');
    if (amountsIn(text).length > 0) out.push('hand-off states prices');
    const named = world.packages.filter((p) => includes(text, p.name));
    if (named.length >= 2) out.push('hand-off lists the packages');
  }
  return out;
}

export interface TurnResult {
  readonly say: string;
  readonly answer: string;
  readonly scored: boolean;
  readonly misses: readonly string[];
  readonly inventions: readonly string[];
}

export interface CaseResult {
  readonly id: string;
  readonly category: EvalCategory;
  readonly split: 'tune' | 'held';
  readonly turns: readonly TurnResult[];
  /** Every scored turn passed. */
  readonly correct: boolean;
}

/** Judges one case's answers (one per turn, in order). */
export function judgeCase(c: EvalCase, split: 'tune' | 'held', answers: readonly AnswerLike[], world: World): CaseResult {
  const turns = c.turns.map((turn, i): TurnResult => {
    const answer = answers[i]!;
    return {
      say: turn.say,
      answer: answer.message,
      scored: turn.expect !== undefined,
      misses: turn.expect ? misses(answer, turn.expect, world) : [],
      inventions: inventions(answer, world, c.category),
    };
  });
  return { id: c.id, category: c.category, split, turns, correct: turns.every((t) => t.misses.length === 0) };
}

export interface Tally {
  readonly correct: number;
  readonly total: number;
}

export interface Report {
  readonly tune: Tally;
  readonly held: Tally;
  readonly whole: Tally;
  readonly byCategory: Readonly<Record<'tune' | 'held', Readonly<Record<string, Tally>>>>;
  readonly invented: number;
  readonly text: string;
}

const pct = (t: Tally): string => (t.total === 0 ? '-' : `${((100 * t.correct) / t.total).toFixed(1)}%`);
const share = (t: Tally): number => (t.total === 0 ? 0 : t.correct / t.total);
export { share };

/**
 * The printed report. Failing TUNE cases are shown in full; the HELD split only as counts per
 * category, never its questions or answers, so nobody tunes the assistant on it. Inventions are
 * listed only for the tune split for the same reason (the held ones are counted).
 */
export function buildReport(results: readonly CaseResult[]): Report {
  const tally = (rs: readonly CaseResult[]): Tally => ({ correct: rs.filter((r) => r.correct).length, total: rs.length });
  const tune = results.filter((r) => r.split === 'tune');
  const held = results.filter((r) => r.split === 'held');
  const byCategory = { tune: {} as Record<string, Tally>, held: {} as Record<string, Tally> };
  const categories = [...new Set(results.map((r) => r.category))];
  for (const cat of categories) {
    byCategory.tune[cat] = tally(tune.filter((r) => r.category === cat));
    byCategory.held[cat] = tally(held.filter((r) => r.category === cat));
  }
  const inventedTurns = (rs: readonly CaseResult[]) => rs.flatMap((r) => r.turns.flatMap((t) => t.inventions.map((i) => ({ r, t, i }))));
  const invented = inventedTurns(results).length;
  const lines: string[] = [];
  lines.push('=== Chat evaluation ===');
  lines.push(`tune  ${tune.filter((r) => r.correct).length}/${tune.length} ${pct(tally(tune))}`);
  lines.push(`held  ${held.filter((r) => r.correct).length}/${held.length} ${pct(tally(held))}`);
  lines.push(`whole ${results.filter((r) => r.correct).length}/${results.length} ${pct(tally(results))}`);
  lines.push(`invented ${invented} (tune ${inventedTurns(tune).length}, held ${inventedTurns(held).length})`);
  lines.push('', 'category              tune          held');
  for (const cat of categories) {
    const t = byCategory.tune[cat]!;
    const h = byCategory.held[cat]!;
    lines.push(
      `${cat.padEnd(20)}  ${`${t.correct}/${t.total}`.padEnd(6)} ${pct(t).padEnd(6)}  ${`${h.correct}/${h.total}`.padEnd(6)} ${pct(h)}`,
    );
  }
  const failing = tune.filter((r) => !r.correct);
  if (failing.length) lines.push('', `--- failing tune cases (${failing.length}) ---`);
  for (const r of failing) {
    lines.push(`[${r.id}]`);
    for (const t of r.turns) {
      lines.push(`  > ${t.say}`);
      lines.push(`  < ${t.answer.replace(/\n/g, '\n    ')}`);
      if (t.misses.length) lines.push(`  ! ${t.misses.join('; ')}`);
    }
  }
  const tuneInventions = inventedTurns(tune);
  if (tuneInventions.length) lines.push('', `--- inventions in tune answers (${tuneInventions.length}) ---`);
  for (const { r, t, i } of tuneInventions) {
    lines.push(`[${r.id}] ${t.say} -> ${i}`);
    lines.push(`  < ${t.answer.replace(/\n/g, '\n    ')}`);
  }
  return { tune: tally(tune), held: tally(held), whole: tally(results), byCategory, invented, text: lines.join('\n') };
}
