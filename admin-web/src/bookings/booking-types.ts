/** A booking as `GET /api/bookings` returns it. */
export type BookingStatus = 'pending' | 'confirmed' | 'cancelled';
export type TimeSlot = 'morning' | 'afternoon' | 'full-day';

export interface Booking {
  id: string;
  package: string;
  /** Calendar date, `YYYY-MM-DD`, in the business time zone. */
  date: string;
  time: TimeSlot;
  name: string;
  email: string;
  phone: string;
  people: number;
  hasKids: boolean;
  kidsCount: number;
  message?: string | null;
  status: BookingStatus;
  /** ISO-8601 instants. */
  createdAt: string;
  updatedAt: string;
}

/** `PATCH /api/bookings/{id}/status` body. */
export interface StatusChange {
  status: BookingStatus;
  reason?: string;
}
