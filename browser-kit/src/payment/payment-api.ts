import { apiRequest } from '../api/api';
import type { RequestBodyOf, ResponseOf } from '../api/api-types';

/*
 * The payment calls both apps make: the public checkout and the manage page's dearer date open the
 * payment dialog, and so does the admin's Test System, which then confirms its booking the same way.
 */

/** `POST /api/create-payment-intent` (201). */
export type StartedPayment = ResponseOf<'/api/create-payment-intent', 'post'>;

/**
 * What the payment dialog reads of a payment: the public checkout's answer and the admin's Test
 * System's (`POST /api/test-booking`, no price breakdown and no slot hold) both carry it.
 */
export type DialogPayment = Pick<StartedPayment, 'paymentIntentId' | 'clientSecret' | 'amountCents' | 'testModeLabel'>;

/** `GET /api/payment-config`: whose card form the payment dialog shows. */
export type PaymentConfig = ResponseOf<'/api/payment-config', 'get'>;

export const PAYMENT_CONFIG_KEY = ['/api/payment-config'] as const;

/** What `POST /api/confirm-booking-payment` answers: the booking as stored. */
export type ConfirmedBooking = ResponseOf<'/api/confirm-booking-payment', 'post'>;

/** The client secret proves this browser started the payment: nobody else is shown the booking. */
export async function confirmBookingPayment(
  paymentIntentId: string,
  clientSecret: string,
  bookingData?: RequestBodyOf<'/api/confirm-booking-payment', 'post'>['bookingData'],
): Promise<ConfirmedBooking> {
  const body: RequestBodyOf<'/api/confirm-booking-payment', 'post'> = {
    paymentIntentId,
    clientSecret,
    ...(bookingData ? { bookingData } : {}),
  };
  const res = await apiRequest('POST', '/api/confirm-booking-payment', body);
  return (await res.json()) as ConfirmedBooking;
}
