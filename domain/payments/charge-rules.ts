/** Card processors refuse smaller charges (Stripe: 0.50 CAD): a smaller difference is not asked for. */
export const MINIMUM_CHARGE_CENTS = 50;
