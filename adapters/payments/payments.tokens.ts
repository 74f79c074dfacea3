/** The Stripe SDK client, present only when STRIPE_SECRET_KEY is set. */
export const STRIPE_CLIENT = Symbol('StripeClient');
