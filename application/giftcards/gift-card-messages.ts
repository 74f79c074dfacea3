import { formatGiftCardCode, GIFT_CARD_MESSAGES } from '../../domain/giftcards/gift-card';
import { escapeHtml } from '../../domain/shared/html-escape';
import { formatCad } from '../../domain/shared/money-text';
import { BusinessContact, detailsTable, EmailContent, htmlPage } from '../messaging/message-format';

/** What the gift card emails say of the card. */
export interface GiftCardFacts {
  readonly code: string;
  readonly amountCents: number;
  readonly packageLine: string | null;
  readonly buyerName: string;
  readonly recipientName: string;
  readonly message: string | null;
}

/** How a code is spent, in the words of both emails. */
function howToRedeem(business: BusinessContact): string {
  return `To use it, book a trip at ${business.website}/#booking and enter the code in the "Gift card code" field: it pays all or part of the booking, and whatever is left stays on the card for next time.`;
}

/**
 * The recipient's email: from the business, naming the buyer, with the code, its worth, the
 * buyer's message and how to spend it; the printable card travels as the attached PDF.
 */
export function giftCardEmail(card: GiftCardFacts, business: BusinessContact): EmailContent {
  const code = formatGiftCardCode(card.code);
  const subject = `${card.buyerName} sent you a ${business.name} gift card`;
  const greeting = `Hi ${card.recipientName},`;
  const intro = `${card.buyerName} has given you a gift card for ${business.name}${card.packageLine ? ` (${card.packageLine})` : ''}.`;
  const details: [string, string][] = [
    ['Gift card code', code],
    ['Amount', formatCad(card.amountCents)],
  ];
  const redeem = howToRedeem(business);
  const printable = 'A printable copy of your gift card is attached as a PDF.';
  const questions = `Questions? Call or text ${business.phone}.`;
  const text = [
    greeting,
    '',
    intro,
    ...(card.message ? ['', `Message from ${card.buyerName}: "${card.message}"`] : []),
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    GIFT_CARD_MESSAGES.neverExpires,
    '',
    redeem,
    printable,
    '',
    questions,
    '',
    'See you on the lake,',
    business.name,
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...(card.message ? [`<blockquote>${escapeHtml(card.message)}<br>— ${escapeHtml(card.buyerName)}</blockquote>`] : []),
    detailsTable(details),
    `<p><strong>${escapeHtml(GIFT_CARD_MESSAGES.neverExpires)}</strong></p>`,
    `<p>${escapeHtml(redeem)}<br>${escapeHtml(printable)}</p>`,
    `<p>${escapeHtml(questions)}</p>`,
    `<p>See you on the lake,<br>${escapeHtml(business.name)}</p>`,
  ]);
  return { subject, text, html };
}

/** The buyer's receipt: what they paid and who the card went to (the code is the recipient's). */
export function giftCardReceiptEmail(card: GiftCardFacts, business: BusinessContact, recipientEmail: string): EmailContent {
  const subject = `Your gift card receipt \u2013 ${business.name}`;
  const greeting = `Hi ${card.buyerName},`;
  const thanks = `Thank you for buying a gift card for ${card.recipientName}. We have emailed it to ${recipientEmail} with a printable copy.`;
  const details: [string, string][] = [
    ['Amount paid', formatCad(card.amountCents)],
    ...(card.packageLine ? ([['For', card.packageLine]] as [string, string][]) : []),
    ['Recipient', `${card.recipientName} <${recipientEmail}>`],
    ['Gift card code', formatGiftCardCode(card.code)],
  ];
  const questions = `Questions? Call or text ${business.phone}.`;
  const text = [
    greeting,
    '',
    thanks,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    GIFT_CARD_MESSAGES.neverExpires,
    '',
    questions,
    '',
    business.name,
  ].join('\n');
  const html = htmlPage(subject, [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(thanks)}</p>`,
    detailsTable(details),
    `<p>${escapeHtml(GIFT_CARD_MESSAGES.neverExpires)}</p>`,
    `<p>${escapeHtml(questions)}</p>`,
    `<p>${escapeHtml(business.name)}</p>`,
  ]);
  return { subject, text, html };
}

/** 'Half-Day Adventure for 2 people'. */
export function packageLineOf(pkg: { name: string; people: number } | undefined): string | null {
  return pkg ? `${pkg.name} for ${pkg.people === 1 ? '1 person' : `${pkg.people} people`}` : null;
}
