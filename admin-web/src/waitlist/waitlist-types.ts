/** `GET /api/waitlist`: one entry as the staff read it (adapters/waitlist/waitlist-responses.ts). */
export type WaitlistStatus = 'waiting' | 'offered' | 'booked' | 'expired' | 'left';

export interface WaitlistEntry {
  entryId: string;
  date: string;
  time: 'morning' | 'afternoon' | 'full-day';
  package: string;
  name: string;
  email: string;
  phone: string;
  people: number;
  status: WaitlistStatus;
  line: number;
  joinedAt: string;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  bookingId: string | null;
  endedAt: string | null;
}
