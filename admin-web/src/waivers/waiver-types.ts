import type { RequestBodyOf, ResponseOf, Schema } from '@browser-kit/api/api-types';

/** A waiver as `GET /api/waivers` lists it. */
export type WaiverRow = Schema<'WaiverRowDto'>;

/** `GET /api/waivers/{id}`: the row with the exact terms text signed. */
export type WaiverDetail = Schema<'WaiverDetailDto'>;

export type WaiverStatus = WaiverRow['status'];

/** A stored version of the terms, with who saved it (staff only). */
export type WaiverTermsVersion = Schema<'WaiverTermsVersionDto'>;

export type VoidWaiverBody = RequestBodyOf<'/api/waivers/{id}/void', 'post'>;
export type LinkWaiverBody = RequestBodyOf<'/api/waivers/{id}/link', 'post'>;
export type SaveWaiverTermsBody = RequestBodyOf<'/api/waiver-terms', 'post'>;
export type SavedWaiverTerms = ResponseOf<'/api/waiver-terms', 'post'>;
