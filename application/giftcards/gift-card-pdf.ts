/** Everything the printable card shows: the business, the code, its worth, who it is from and for. */
export interface GiftCardDocument {
  readonly giftCardId: string;
  readonly businessName: string;
  readonly businessPhone: string;
  readonly website: string;
  /** Grouped for reading: ABCD-EFGH-JKMN-PQRS. */
  readonly code: string;
  readonly amountCents: number;
  /** 'Half-Day Adventure for 2 people', for a card bought for a package. */
  readonly packageLine: string | null;
  readonly recipientName: string;
  readonly buyerName: string;
  readonly message: string | null;
  /** ISO instant it was issued. */
  readonly issuedAt: string;
}

/** Renders the printable card as a PDF. */
export interface GiftCardPdfRenderer {
  render(document: GiftCardDocument): Promise<Uint8Array>;
}

/** The file name the recipient receives. */
export function giftCardPdfFilename(code: string): string {
  return `gift-card-${code}.pdf`;
}
