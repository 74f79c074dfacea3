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
  return /^(and|&|also|plus|ok and|okay and|so|then)\b|^(?:(?:ok|okay|so|hmm|and|great|cool)[,!.]?\s+)?(what|how) about\b|\binstead\b|^for\s+(\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b|^(same|what if)\b|\b(too|as well)[?!.]*$|^(?:ok |okay )?(?:make it|change (?:it )?to|switch (?:it )?to|actually)\b|^with\b.*\b(?:referral|code)\b/i.test(
    text.trim(),
  );
}

const QUESTION_START = String.raw`(?:what|where|when|how|is|are|do|does|did|can|could|will|would|should|who|which|any|tell)`;

/**
 * A message that asks two things ('Is gear included, and what is your cancellation policy?',
 * 'Is there a referral program? Also, where do I sign the waiver?'): its questions, each answered.
 * One question comes back whole.
 */
export function splitQuestions(text: string): string[] {
  const parts = text
    // '(1) what time..., (2) whether...': a numbered list is several questions too.
    .split(
      new RegExp(
        String.raw`\?\s+(?=\S)|[,;]?\s+(?:and|also|plus)[,]?\s+(?=${QUESTION_START}\b)|[.!]\s+(?:also|and)[,]?\s+|[,;:]?\s*(?:and\s+)?\(\d\)\s*`,
        'i',
      ),
    )
    .map((p) => p.trim())
    .filter((p) => p.split(/\s+/).length >= 2);
  return parts.length > 1 ? parts : [text];
}

/** 'right?', 'correct?', 'isn't it?', 'I heard...': the visitor asks to have a claim confirmed. */
export function seeksConfirmation(text: string): boolean {
  return /\b(right|correct|yes|true|isn'?t it|aren'?t they|don'?t you|doesn'?t it|is that so|confirm)\s*[?!.]*\s*$|^i (heard|read|was told)\b|\bis it true\b/i.test(
    text.trim(),
  );
}
