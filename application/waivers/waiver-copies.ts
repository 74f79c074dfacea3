import { WAIVER_COPY_LINK_DAYS } from '../../domain/waivers/waiver-page';
import { Clock } from '../ports/clock';
import { isWellFormedWaiverCopyToken, WaiverCopyLinkStore, waiverCopyTokenHash } from './waiver-copy-links';
import { SignedWaiverDocument, WaiverPdfRenderer } from './waiver-pdf';

const DAY_MS = 86_400_000;

/** What the copy link's page shows before its button is pressed: when, and nothing the signer typed. */
export interface OpenedWaiverCopy {
  readonly waiverId: string;
  /** ISO instant of the signature. */
  readonly signedAt: string;
}

/**
 * The signed copy behind the private link of a signer's email (waiver-copy-links.ts), for as long
 * as the link works. Reading the page changes nothing and shows nothing the signer typed: a mail
 * scanner follows links too. The copy itself is given by the page's button (a POST).
 */
export class WaiverCopies {
  constructor(
    private readonly links: WaiverCopyLinkStore,
    private readonly documents: { document(waiverId: string): Promise<SignedWaiverDocument> },
    private readonly pdf: WaiverPdfRenderer,
    private readonly clock: Clock,
  ) {}

  /** The waiver a working link opens, or null (unknown, malformed or more than 30 days old). */
  async opened(token: string): Promise<OpenedWaiverCopy | null> {
    const waiverId = await this.waiverIdOf(token);
    if (!waiverId) return null;
    return { waiverId, signedAt: (await this.documents.document(waiverId)).signedAt };
  }

  /** The signed copy as a PDF, as staff download it; null when the link does not work. */
  async copy(token: string): Promise<{ readonly waiverId: string; readonly pdf: Uint8Array } | null> {
    const waiverId = await this.waiverIdOf(token);
    if (!waiverId) return null;
    return { waiverId, pdf: await this.pdf.render(await this.documents.document(waiverId)) };
  }

  private async waiverIdOf(token: string): Promise<string | null> {
    if (!isWellFormedWaiverCopyToken(token)) return null;
    const since = new Date(this.clock.now().getTime() - WAIVER_COPY_LINK_DAYS * DAY_MS);
    return this.links.waiverIdOf(waiverCopyTokenHash(token), since);
  }
}
