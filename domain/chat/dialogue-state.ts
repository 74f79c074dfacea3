import { ChatLanguage } from './language';

/**
 * What the server remembers of a conversation beyond the booking context the widget sees: the
 * subject of the last answer (so 'and for 3 people?' is another quote), the dates asked, the
 * children's ages given, a referral code typed, the language. Kept with the session, where every
 * server reads it.
 */
export interface DialogueState {
  /** The intent or topic the last answer was. */
  readonly lastIntent?: string;
  /** The dates the last question covered (a weekend is two). */
  readonly dates?: readonly string[];
  /** A 'weekday' asked for instead of a date. */
  readonly weekday?: boolean;
  /** Children's ages given so far. */
  readonly kidAges?: readonly number[];
  readonly referralCode?: string;
  readonly language?: ChatLanguage;
}

/** Intents a follow-up with only new details ('and for 3?', 'what about the afternoon?') continues. */
export const CONTINUABLE_INTENTS: ReadonlySet<string> = new Set(['quote', 'availability', 'booking', 'package_details']);

/** 'and ...', 'what about ...', 'how about ...', '... instead': a question that continues the last. */
export function isFollowUp(text: string): boolean {
  return /^(and|&|also|plus|ok and|okay and|so|then)\b|^(what|how) about\b|\binstead\b|^for\s+(\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|^(same|what if)\b/i.test(
    text.trim(),
  );
}
