/**
 * The chat assistant's evaluation set: the shape of a case. Cases are visitor conversations asked on
 * the seeded site on Tuesday 2026-11-24, 09:00 on the lake; only the turns that carry `expect` are
 * scored, and a case is correct when every scored turn passes.
 */
export type EvalCategory =
  | 'packages'
  | 'details'
  | 'availability'
  | 'quote'
  | 'multi-turn'
  | 'policy'
  | 'referral'
  | 'waiver'
  | 'payment'
  | 'manage'
  | 'party'
  | 'included'
  | 'weather'
  | 'waitlist'
  | 'regulations'
  | 'lake'
  | 'contact'
  | 'typos'
  | 'slang'
  | 'several-questions'
  | 'french'
  | 'other-language'
  | 'out-of-scope'
  | 'false-premise'
  | 'greeting'
  | 'injection';

export interface Expectation {
  /** Every one must appear in the answer text (case-insensitive). */
  readonly all?: readonly string[];
  /** From each group, at least one must appear (case-insensitive): for facts that may be worded several ways. */
  readonly any?: readonly (readonly string[])[];
  /** None may appear (case-insensitive), e.g. 'absolutely', '100% off'. */
  readonly none?: readonly string[];
  /** Action types that must be among the answer's suggestedActions; 'call_*' matches any call_{name}. */
  readonly actions?: readonly string[];
  /** A book_now action must be offered; the scorer also checks it names a package, a date and a slot that the live availability says is bookable for that package. */
  readonly bookNow?: boolean;
  /** The answer is an honest hand-off: it offers call_* and send_sms, and states no package list / price block. */
  readonly handoff?: boolean;
}

export interface EvalTurn {
  readonly say: string;
  readonly expect?: Expectation;
}

export interface EvalCase {
  readonly id: string;
  readonly category: EvalCategory;
  readonly turns: readonly EvalTurn[];
}

export const EVAL_CATEGORIES: readonly EvalCategory[] = [
  'packages',
  'details',
  'availability',
  'quote',
  'multi-turn',
  'policy',
  'referral',
  'waiver',
  'payment',
  'manage',
  'party',
  'included',
  'weather',
  'waitlist',
  'regulations',
  'lake',
  'contact',
  'typos',
  'slang',
  'several-questions',
  'french',
  'other-language',
  'out-of-scope',
  'false-premise',
  'greeting',
  'injection',
];
