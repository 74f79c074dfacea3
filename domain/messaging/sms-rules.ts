/**
 * The admin's own texts (docs/product/messaging.md): one SMS to a number, or one message
 * to many customers, and the keywords by which people stop and restart texts.
 */

export const SMS_MESSAGES = {
  phoneRequired: 'Phone number is required',
  messageRequired: 'Message is required',
  recipientsRequired: 'At least one recipient required',
  phoneInvalid: 'Please enter a Canadian or US mobile number, e.g. (780) 555-0123',
  messageTooLong: (max: number) => `The message must be at most ${max} characters`,
  tooManyRecipients: (max: number) => `At most ${max} recipients at a time`,
} as const;

export const SMS_LIMITS = {
  /** Twilio joins at most 10 parts; 1,600 characters is its limit for one message. */
  messageMax: 1600,
  /** One bulk send; a bigger audience is sent in turns. */
  recipientsMax: 500,
} as const;

/**
 * Carrier opt-out and opt-in words (CTIA, and Twilio's defaults): a reply that is one of them, whatever its case
 * and surrounding blanks, changes whether the number gets our texts.
 */
export const OPT_OUT_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'END', 'QUIT', 'CANCEL', 'REVOKE', 'OPTOUT', 'ARRET'] as const;
export const OPT_IN_KEYWORDS = ['START', 'UNSTOP', 'YES'] as const;

/** What a received text asks of our list: to stop, to start again, or nothing (a message to read). */
export function optKeywordOf(body: string): 'out' | 'in' | undefined {
  const word = body.trim().toUpperCase();
  if ((OPT_OUT_KEYWORDS as readonly string[]).includes(word)) return 'out';
  if ((OPT_IN_KEYWORDS as readonly string[]).includes(word)) return 'in';
  return undefined;
}

// The GSM 03.38 alphabet (basic set, and the extension characters that take two places).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** How a text travels and how many billed parts it takes (what the Templates tab's counter shows). */
export interface SmsSegments {
  /** GSM-7 fits 160 characters in one part (153 when split); anything else (an emoji, curly quotes) is UCS-2: 70 (67). */
  readonly encoding: 'GSM-7' | 'UCS-2';
  /** Characters as the network counts them (an extension character counts twice in GSM-7; an emoji twice in UCS-2). */
  readonly length: number;
  readonly segments: number;
}

export function smsSegments(text: string): SmsSegments {
  let gsmLength = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) gsmLength += 1;
    else if (GSM_EXTENDED.includes(char)) gsmLength += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: 'GSM-7', length: gsmLength, segments: partsOf(gsmLength, 160, 153) };
  // UTF-16 code units: an emoji outside the basic plane takes two.
  return { encoding: 'UCS-2', length: text.length, segments: partsOf(text.length, 70, 67) };
}

function partsOf(length: number, single: number, part: number): number {
  if (length === 0) return 0;
  return length <= single ? 1 : Math.ceil(length / part);
}
