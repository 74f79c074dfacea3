export const BOOKING_QUERIES = Symbol('BookingQueries');
