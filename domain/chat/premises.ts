import { CHILD_DISCOUNT_PERCENT, REFERRAL_CREDIT_CENTS, WEEKDAY_DISCOUNT_PERCENT } from '../bookings/pricing';
import { CHILD_PRICE_MAX_AGE } from './party';
import { REFERRAL_CODE_MAX_LENGTH } from '../bookings/pricing';

/**
 * Premises a question takes for granted ('seniors get a discount, right?', 'my code gives 100%
 * off'): found here so that the answer checks them against the live rules instead of agreeing.
 */
const GROUPS =
  /\b(seniors?|elderly|retirees?|pensioners?|students?|military|veterans?|teachers?|nurses?|first responders?|police|firefighters?|aaa|caa|birthday|locals?|residents?|returning|repeat|loyal(?:ty)?|employees?|staff|first[- ]time(?:rs?)?|early[- ]bird|last[- ]minute|off[- ]season|winter|couples?|honeymoon|indigenous|disabled|church|club|school|scouts?|groups?|bulk|large party|multiple trips?|two trips|second trip)\b/;
const DISCOUNT_WORDS = /\b(discounts?|deals?|rates?|off|cheaper|special|reduced|reduction|promo(?:tion)?|price break|savings?|free)\b/;

/** The group a question asks a discount for ('seniors'), if it does. */
export function discountGroupAsked(text: string): string | undefined {
  if (!DISCOUNT_WORDS.test(text)) return undefined;
  return GROUPS.exec(text)?.[1];
}

/** A percentage or 'free' the question claims that no rule gives ('100% off', 'kids go free'). */
export function claimedReduction(text: string): string | undefined {
  const percent = /\b(\d{1,3})\s?%\s*(?:off|discount)?/.exec(text);
  if (percent) {
    const n = Number(percent[1]);
    if (n !== WEEKDAY_DISCOUNT_PERCENT && n !== CHILD_DISCOUNT_PERCENT) return `${n}%`;
  }
  // '$100 off with the referral': an amount off that is not the referral's.
  const dollars = /\$\s?(\d{1,4})\s*(?:dollars?\s*)?off\b|\b(\d{1,4})\s*(?:dollars|bucks)\s+off\b/.exec(text);
  if (dollars && Number(dollars[1] ?? dollars[2]) * 100 !== REFERRAL_CREDIT_CENTS) return `$${dollars[1] ?? dollars[2]}`;
  // 'kids up to 14 get 25% off': the child price for ages it does not cover.
  const kidsAge = /\b(?:kids|children|child|teens?)\s+(?:up to|under|aged|to|till|until)\s+(\d{1,2})\b/.exec(text);
  if (kidsAge && /\b(off|discount|cheaper|price|free)\b/.test(text)) {
    const age = Number(kidsAge[1]);
    const said = /\bunder\b/.test(kidsAge[0]) ? age - 1 : age;
    if (said > CHILD_PRICE_MAX_AGE) return `the child price up to age ${said}`;
  }
  if (
    /\b(go|goes|come|comes|is|are|for|ride|fish)\s+(?:for\s+)?free\b|\bfree (?:trip|of charge|for kids|for children)\b|\bhalf[- ]price\b|\bno charge\b/.test(
      text,
    )
  )
    return 'free';
  return undefined;
}

const NOT_CODES = new Set(['AM', 'PM', 'CAD', 'GST', 'HST', 'USD', 'FAQ', 'SMS', 'ASAP', 'OK', 'THANKS', 'HELLO', 'HI', 'PLEASE']);

/** A referral or promo code the visitor typed: after 'code', or a token in capitals with a digit ('FRIEND100'). */
export function codeIn(original: string): string | undefined {
  const after = /\b(?:code|coupon)\s*(?:is|was|:|=|#)?\s*["']?([A-Za-z0-9][A-Za-z0-9-]{2,})["']?/i.exec(original);
  if (after && /\d/.test(after[1]!) && after[1]!.length <= REFERRAL_CODE_MAX_LENGTH) return after[1]!.toUpperCase();
  if (after && /^[A-Z0-9-]{4,}$/.test(after[1]!) && !NOT_CODES.has(after[1]!)) return after[1]!;
  for (const m of original.matchAll(/\b([A-Z][A-Z0-9-]{3,})\b/g)) {
    const token = m[1]!;
    if (/\d/.test(token) && /[A-Z]/.test(token) && token.length <= REFERRAL_CODE_MAX_LENGTH && !NOT_CODES.has(token)) return token;
  }
  return undefined;
}
