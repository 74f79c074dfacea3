/*
 * The waiver terms as the page shows them. The admin writes them as plain text, paragraphs
 * separated by a blank line (application/waivers/waiver-terms-default.ts); the page shows them as
 * text, never as markup, so a stored '<' or '&' reads as typed.
 */

export interface TermsBlock {
  /** The block's text; a single line break inside it is kept as a line break. */
  readonly text: string;
  /**
   * A short line standing alone, such as '1. Assumption of risks': set in bold so the sections
   * can be found, but still a paragraph, because nothing in plain text says what a heading is.
   */
  readonly heading: boolean;
}

/** A title-like line is short and does not end a sentence. */
const HEADING_MAX_LENGTH = 90;

/** The text's paragraphs, in order: separated by one or more blank lines, each trimmed, empty ones dropped. */
export function termsBlocks(text: string): TermsBlock[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/^\s*\n|\s+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map((block) => ({ text: block, heading: isHeadingLike(block) }));
}

function isHeadingLike(block: string): boolean {
  const line = block.trim();
  return !line.includes('\n') && line.length <= HEADING_MAX_LENGTH && !/[.,;:!?"'’”]$/.test(line);
}
