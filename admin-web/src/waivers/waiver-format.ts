import type { WaiverRow, WaiverStatus } from './waiver-types';

export const WAIVER_STATUS_LABELS: Record<WaiverStatus, string> = {
  signed: 'Signed',
  voided: 'Voided',
};

export const MINOR_LABEL = 'Minor';
export const MINOR_TITLE = 'Under 18 on the trip date: a parent or guardian signs too';

export function signerName(waiver: Pick<WaiverRow, 'firstName' | 'lastName'>): string {
  return `${waiver.firstName} ${waiver.lastName}`;
}

export function yesNo(value: boolean): string {
  return value ? 'Yes' : 'No';
}

/**
 * The terms as the paragraphs the signer read: blank lines separate them, and the lines inside
 * one stay as typed. Shown as text, never as HTML, so a pasted tag is read, not run.
 */
export function termsParagraphs(text: string): string[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '');
}

/** Under the booking's signers: how many of the party are still to sign. */
export function partySigningText(people: number, signed: number): string {
  const missing = Math.max(0, people - signed);
  return missing === 0 ? 'Everyone in the party has signed' : `${missing} of ${people} in the party have not signed`;
}
