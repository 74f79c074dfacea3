import { DomainEvent } from '../shared/decider';

// ---- events of stream `referrercode-<bookingId>`: stored for ever, fields only ever added, as optional ----

/** A paid booking's code is chosen (drawn at random), before it is issued on the code's own stream. */
export type ReferrerCodeChosen = DomainEvent<'ReferrerCodeChosen', { bookingId: string; code: string }>;

/** The chosen code belonged to another booking already: another one is chosen in its place. */
export type ReferrerCodeChosenAgain = DomainEvent<'ReferrerCodeChosenAgain', { code: string; replaces: string; reason: string }>;

export type ReferrerCodeEvent = ReferrerCodeChosen | ReferrerCodeChosenAgain;

export const REFERRER_CODE_EVENT_TYPES: ReadonlySet<string> = new Set<ReferrerCodeEvent['type']>([
  'ReferrerCodeChosen',
  'ReferrerCodeChosenAgain',
]);
