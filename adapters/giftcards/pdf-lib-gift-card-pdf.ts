import { Injectable } from '@nestjs/common';
import { PageSizes, PDFDocument, PDFFont, rgb } from 'pdf-lib';
import { GiftCardDocument, GiftCardPdfRenderer } from '../../application/giftcards/gift-card-pdf';
import { GIFT_CARD_MESSAGES } from '../../domain/giftcards/gift-card';
import { formatCad } from '../../domain/shared/money-text';
import { winAnsiText } from '../waivers/pdf-lib-waiver-pdf';

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.Letter;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = rgb(0.1, 0.16, 0.22);
const LAKE = rgb(0.05, 0.37, 0.55);
const GREY = rgb(0.38, 0.38, 0.38);

/**
 * The printable card: one Letter page with a framed card the recipient can print and hand over.
 * Standard fonts only (no file to ship); the typed names and message go through the waiver PDF's
 * WinAnsi reduction (pdf-lib-waiver-pdf.ts), since anyone may type anything there.
 */
@Injectable()
export class PdfLibGiftCardPdf implements GiftCardPdfRenderer {
  async render(document: GiftCardDocument): Promise<Uint8Array> {
    const pdf = await PDFDocument.create();
    const title = `Gift Card \u2014 ${document.businessName}`;
    pdf.setTitle(title);
    pdf.setAuthor(document.businessName);
    pdf.setSubject(`Gift card ${document.code} for ${document.recipientName}`);
    pdf.setLanguage('en-CA');
    // The card's own date, so that a copy made again is the same file.
    pdf.setCreationDate(new Date(document.issuedAt));
    pdf.setModificationDate(new Date(document.issuedAt));
    const regular = await pdf.embedFont('Helvetica');
    const bold = await pdf.embedFont('Helvetica-Bold');
    const encodable = new Set(regular.getCharacterSet());
    const safe = (text: string) => winAnsiText(text, encodable).replace(/\n/g, ' ');
    const page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);

    const top = PAGE_HEIGHT - MARGIN;
    const cardHeight = 380;
    page.drawRectangle({ x: MARGIN, y: top - cardHeight, width: CONTENT_WIDTH, height: cardHeight, borderColor: LAKE, borderWidth: 3 });
    let y = top - 48;
    const line = (text: string, font: PDFFont, size: number, color = INK, gap = 1.5) => {
      for (const part of wrap(safe(text), font, size, CONTENT_WIDTH - 48)) {
        page.drawText(part, { x: MARGIN + 24, y, size, font, color });
        y -= size * gap;
      }
    };
    line(document.businessName, bold, 16, LAKE);
    line('GIFT CARD', bold, 30, INK, 1.6);
    line(formatCad(document.amountCents), bold, 24, INK, 1.6);
    if (document.packageLine) line(`For: ${document.packageLine}`, regular, 13);
    line(`To: ${document.recipientName}`, regular, 13);
    line(`From: ${document.buyerName}`, regular, 13);
    if (document.message) line(`\u201C${document.message}\u201D`, regular, 12, GREY);
    y -= 8;
    line('Gift card code', regular, 11, GREY, 1.3);
    line(document.code, bold, 22, INK, 1.6);
    line(GIFT_CARD_MESSAGES.neverExpires, bold, 12);

    y = top - cardHeight - 36;
    line('How to use it', bold, 13);
    line(
      `Book a trip at ${document.website}/#booking and enter the code in the "Gift card code" field. It pays all or part of the booking; whatever is left stays on the card for next time.`,
      regular,
      11,
    );
    line(`Questions? Call or text ${document.businessPhone}.`, regular, 11);
    return pdf.save();
  }
}

/** Words on lines no wider than `width`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}
