import { Injectable } from '@nestjs/common';
import { PageSizes, PDFDocument, PDFFont, PDFPage, rgb, RGB, StandardFonts } from 'pdf-lib';
import { SignedWaiverDocument, WaiverPdfRenderer } from '../../application/waivers/waiver-pdf';
import { isCalendarDate } from '../../domain/shared/calendar';
import { formatWaiverTimeOnLake } from '../../application/waivers/waiver-messages';

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.Letter;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** The footer sits in the bottom margin; text stops above it. */
const CONTENT_BOTTOM = MARGIN + 18;
const FOOTER_BASELINE = MARGIN - 18;
/** Wide enough for the longest label, and leaves the value column room for a SHA-256 on one line at body size. */
const LABEL_WIDTH = 132;
const LEADING = 1.4;

const SIZE = { title: 18, heading: 12.5, body: 10, footer: 8 } as const;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.38, 0.38, 0.38);
const RED = rgb(0.7, 0.05, 0.05);

/**
 * Characters the standard fonts' WinAnsi encoding lacks, as the nearest ones it has (’ “ ” – — …
 * and • are in it already). Whatever is not here and does not reduce to encodable letters under
 * NFKD (accents stripped, ligatures and full-width forms unpacked) prints as '?'.
 */
const SUBSTITUTES: Readonly<Record<string, string>> = {
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '\u2013', // figure dash
  '\u2015': '\u2014', // horizontal bar
  '\u2043': '-', // hyphen bullet
  '\u2212': '-', // minus sign
  '\u201B': '\u2018', // reversed single quotation mark
  '\u201F': '\u201C', // reversed double quotation mark
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u2035': '\u2018', // reversed prime
  '\u2044': '/', // fraction slash
  '\u2215': '/', // division slash
  '\u2219': '\u2022', // bullet operator
  '\u2023': '\u2022', // triangular bullet
  '\u25E6': '\u2022', // white bullet
  '\u25CF': '\u2022', // black circle
  '\u2192': '->',
  '\u2190': '<-',
  '\u2264': '<=',
  '\u2265': '>=',
  // Letters of names that NFKD keeps whole (their stroke is not an accent).
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0131': 'i',
  '\u0126': 'H',
  '\u0127': 'h',
};

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * `text` as the standard fonts can draw it, its line breaks as '\n': pdf-lib throws on any
 * character outside WinAnsi, and a signer's name, answers or the admin's terms may hold anything.
 * Each user-perceived character is kept, substituted, reduced, dropped (zero-width and control
 * characters) or becomes a single '?', so an emoji with its joiners and modifiers is one '?', not five.
 */
export function winAnsiText(text: string, encodable: ReadonlySet<number>): string {
  return text
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .split('\n')
    .map((line) => winAnsiLine(line, encodable))
    .join('\n');
}

function winAnsiLine(text: string, encodable: ReadonlySet<number>): string {
  const fits = (s: string) => [...s].every((c) => encodable.has(c.codePointAt(0)!));
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC').replace(/\t/g, ' '))) {
    // Joiners, soft hyphens, direction marks and control characters show nothing (or, drawn, a stray glyph).
    const visible = segment.replace(/[\p{Cf}\p{Cc}]/gu, '');
    if (fits(visible)) {
      out += visible;
      continue;
    }
    const substituted = [...visible].map((c) => SUBSTITUTES[c] ?? c).join('');
    if (fits(substituted)) {
      out += substituted;
      continue;
    }
    const reduced = substituted.normalize('NFKD').replace(/\p{M}/gu, '');
    out += fits(reduced) ? reduced : '?';
  }
  return out;
}

interface Style {
  readonly font: PDFFont;
  readonly size: number;
  readonly color?: RGB;
}

/** Writes lines top to bottom, starting a page whenever the next one would run into the footer. */
class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  private readonly encodable: ReadonlySet<number>;
  private readonly widths = new Map<PDFFont, Map<string, number>>();

  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    // Helvetica and Helvetica-Bold share the WinAnsi encoding.
    this.encodable = new Set(regular.getCharacterSet());
    this.newPage();
  }

  text(value: string): string {
    return winAnsiText(value, this.encodable);
  }

  /**
   * Width as drawn: pdf-lib's widthOfTextAtSize counts kerning that drawText does not apply, so
   * a line measured that way can run past the margin. Widths are kept per character.
   */
  width(value: string, { font, size }: Style): number {
    let perFont = this.widths.get(font);
    if (!perFont) this.widths.set(font, (perFont = new Map()));
    let units = 0;
    for (const c of value) {
      let w = perFont.get(c);
      if (w === undefined) perFont.set(c, (w = font.widthOfTextAtSize(c, 1000)));
      units += w;
    }
    return (units * size) / 1000;
  }

  /** Breaks encodable text into lines no wider than `maxWidth`; a blank source line stays a blank line. */
  wrap(value: string, style: Style, maxWidth: number): string[] {
    const lines: string[] = [];
    for (const source of value.split('\n')) {
      const words = source.split(' ').filter((w) => w !== '');
      if (words.length === 0) {
        lines.push('');
        continue;
      }
      let line = '';
      for (const word of words) {
        const candidate = line === '' ? word : `${line} ${word}`;
        if (this.width(candidate, style) <= maxWidth) {
          line = candidate;
          continue;
        }
        if (line !== '') lines.push(line);
        line = '';
        // A word wider than the column (a long URL or ID) is cut where it reaches the edge.
        for (const c of word) {
          if (line !== '' && this.width(line + c, style) > maxWidth) {
            lines.push(line);
            line = '';
          }
          line += c;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  lineHeight(size: number): number {
    return size * LEADING;
  }

  atTopOfPage(): boolean {
    return this.y === PAGE_HEIGHT - MARGIN;
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  keep(height: number): void {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  gap(points: number): void {
    if (!this.atTopOfPage()) this.y -= points;
  }

  /** One line at `x` (already encodable and wrapped); `draw` adds more on the same line. */
  line(value: string, style: Style, x = MARGIN, draw?: (baseline: number) => void): void {
    const height = this.lineHeight(style.size);
    this.keep(height);
    const baseline = this.y - style.size;
    if (value !== '') this.page.drawText(value, { x, y: baseline, font: style.font, size: style.size, color: style.color ?? BLACK });
    draw?.(baseline);
    this.y -= height;
  }

  /** Text of any length and any characters, wrapped to the page; blank lines are kept except at the top of a page. */
  paragraph(value: string, style: Style): void {
    for (const line of this.wrap(this.text(value), style, CONTENT_WIDTH)) {
      if (line === '' && this.atTopOfPage()) continue;
      this.line(line, style);
    }
  }

  heading(value: string): void {
    const style = { font: this.bold, size: SIZE.heading };
    this.gap(SIZE.body);
    // A heading is not left alone at the foot of a page: it moves over with the lines it introduces.
    this.keep(this.lineHeight(SIZE.heading) + 4 + 3 * this.lineHeight(SIZE.body));
    for (const line of this.wrap(this.text(value), style, CONTENT_WIDTH)) this.line(line, style);
    this.rule(0.5);
    this.y -= 4;
  }

  /** A label in the left column and its value, wrapped, in the right; long values continue over pages. */
  field(label: string, value: string): void {
    const labelStyle = { font: this.bold, size: SIZE.body };
    const valueStyle = { font: this.regular, size: SIZE.body };
    const labels = this.wrap(this.text(label), labelStyle, LABEL_WIDTH - 8);
    const values = this.wrap(this.text(value), valueStyle, CONTENT_WIDTH - LABEL_WIDTH);
    // Short rows stay whole on one page.
    if (Math.max(labels.length, values.length) <= 4) this.keep(Math.max(labels.length, values.length) * this.lineHeight(SIZE.body));
    for (let i = 0; i < Math.max(labels.length, values.length); i++) {
      const labelLine = labels[i] ?? '';
      this.line(labelLine, labelStyle, MARGIN, (baseline) => {
        const valueLine = values[i] ?? '';
        if (valueLine !== '') this.page.drawText(valueLine, { x: MARGIN + LABEL_WIDTH, y: baseline, ...valueStyle, color: BLACK });
      });
    }
    this.y -= 3;
  }

  /** Paragraphs in a frame across the page, kept whole on one page: a notice nobody reads past. */
  notice(parts: readonly { readonly text: string; readonly style: Style }[], color: RGB): void {
    const padding = 8;
    const lines = parts.flatMap(({ text, style }) =>
      this.wrap(this.text(text), style, CONTENT_WIDTH - 2 * padding).map((line) => ({ line, style })),
    );
    const height = lines.reduce((sum, { style }) => sum + this.lineHeight(style.size), 2 * padding);
    this.gap(SIZE.body);
    this.keep(height);
    const top = this.y;
    this.page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, borderColor: color, borderWidth: 2 });
    this.y -= padding;
    for (const { line, style } of lines) this.line(line, style, MARGIN + padding);
    this.y = top - height - padding;
  }

  rule(thickness: number): void {
    this.y -= 2;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness,
      color: GREY,
    });
  }

  /** Page numbers need the page count, so the footers go on once everything is laid out. */
  footers(left: string): void {
    const style = { font: this.regular, size: SIZE.footer, color: GREY };
    const leftText = this.wrap(this.text(left), style, CONTENT_WIDTH / 2)[0] ?? '';
    this.pages.forEach((page, index) => {
      const right = `Page ${index + 1} of ${this.pages.length}`;
      page.drawText(leftText, { x: MARGIN, y: FOOTER_BASELINE, ...style });
      page.drawText(right, { x: PAGE_WIDTH - MARGIN - this.width(right, style), y: FOOTER_BASELINE, ...style });
    });
  }

  private newPage(): void {
    this.page = this.pdf.addPage(PageSizes.Letter);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
  }
}

/** A calendar date has no time zone: it is read at UTC midnight so no zone can move it a day. */
const calendarDates = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'UTC',
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const birthDates = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

function longDate(date: string, format: Intl.DateTimeFormat): string {
  return isCalendarDate(date) ? `${format.format(new Date(`${date}T00:00:00Z`))} (${date})` : date;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** An unparseable time is refused rather than printed wrong. */
function instant(value: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not an instant: ${value}`);
  return at;
}

/**
 * The signer's copy of a signed waiver, drawn with pdf-lib's standard fonts: the signature record
 * (when, which terms and their hash, which booking), the terms as shown, the answers and the typed
 * signatures, on Letter pages numbered "Page X of Y". The same document gives the same bytes.
 */
@Injectable()
export class PdfLibWaiverPdf implements WaiverPdfRenderer {
  async render(document: SignedWaiverDocument): Promise<Uint8Array> {
    const signedAt = instant(document.signedAt);
    const voided = document.voided
      ? { at: instant(document.voided.at), onLake: formatWaiverTimeOnLake(document.voided.at), reason: document.voided.reason }
      : null;
    const { signer, guardian } = document;
    const signerName = `${signer.firstName} ${signer.lastName}`.trim();
    const title = `Liability Waiver \u2014 ${document.businessName}`;
    const lakeTime = formatWaiverTimeOnLake(document.signedAt);

    const pdf = await PDFDocument.create();
    pdf.setTitle(title);
    pdf.setAuthor(document.businessName);
    pdf.setSubject(`Liability waiver ${document.waiverId} signed by ${signerName}${voided ? ' (voided)' : ''}`);
    pdf.setLanguage('en-CA');
    // The record's dates, not the rendering's, so a copy made again is the same file.
    pdf.setCreationDate(signedAt);
    pdf.setModificationDate(voided?.at ?? signedAt);

    const layout = new Layout(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
    const body = { font: layout.regular, size: SIZE.body };

    layout.paragraph(title, { font: layout.bold, size: SIZE.title });
    if (voided) {
      layout.notice(
        [
          { text: `VOIDED on ${voided.onLake}: ${voided.reason}`, style: { font: layout.bold, size: SIZE.heading, color: RED } },
          {
            text: `${document.businessName} voided this waiver: it no longer covers a trip. It is kept on record as it was signed.`,
            style: { ...body, color: RED },
          },
        ],
        RED,
      );
    }
    layout.paragraph(
      `The signed copy for ${signerName}. Keep it for your records; questions to ${document.businessName}, ${document.businessPhone}.`,
      { ...body, color: GREY },
    );

    layout.heading('Signature record');
    layout.field('Waiver ID', document.waiverId);
    layout.field('Signed', `${lakeTime} (Wabamun Lake time)`);
    layout.field('Signed (UTC instant)', signedAt.toISOString());
    layout.field('Terms version', String(document.termsVersionId));
    layout.field('Terms SHA-256', document.termsSha256);
    if (document.bookingId !== null) layout.field('Booking', document.bookingId);
    if (document.tripDate !== null) layout.field('Trip date', longDate(document.tripDate, calendarDates));
    if (voided) {
      layout.field('Voided', `${voided.onLake} (${voided.at.toISOString()})`);
      layout.field('Reason for voiding', voided.reason);
    }

    layout.heading(`Waiver terms (version ${document.termsVersionId})`);
    layout.paragraph(document.termsText, body);

    layout.heading("Participant's answers");
    layout.field('Name', signerName);
    layout.field('Email', signer.email);
    layout.field('Phone', signer.phone);
    layout.field('Date of birth', longDate(signer.dateOfBirth, birthDates));
    layout.field('Emergency contact', `${signer.emergencyContactName}, ${signer.emergencyContactPhone}`);
    layout.field('Medical conditions', signer.medicalConditions?.trim() || 'None given');
    layout.field('Agrees to the terms', yesNo(signer.agreeToTerms));
    layout.field('Accepts the risks', yesNo(signer.agreeToRisks));
    layout.field('Agrees to photos', yesNo(signer.agreeToPhotos));
    layout.field('Under 18', yesNo(document.minor));

    layout.heading('Signatures');
    layout.paragraph(`Signed electronically by typing their full name: ${signer.signature}`, { font: layout.bold, size: SIZE.body });
    layout.paragraph(`Signed by ${signerName} on ${lakeTime} (${signedAt.toISOString()}).`, body);
    if (guardian !== null) {
      layout.gap(SIZE.body);
      layout.paragraph(`Parent or guardian: ${guardian.name} (${guardian.relationship})`, body);
      layout.paragraph(`Signed electronically by the parent or guardian typing their full name: ${guardian.signature}`, {
        font: layout.bold,
        size: SIZE.body,
      });
    } else if (document.minor) {
      layout.gap(SIZE.body);
      layout.paragraph('No parent or guardian signature is recorded for this minor.', body);
    }

    layout.footers(`Liability waiver ${document.waiverId}`);
    return pdf.save();
  }
}
