import { PaymentGatewayKind } from '../../domain/bookings/booking';

/** The members of a string union, listed as a record so that the compiler notices one added or removed. */
export const membersOf = <K extends string>(all: Record<K, true>): K[] => Object.keys(all) as K[];

export const GATEWAYS = membersOf<PaymentGatewayKind>({ test: true, stripe: true });
