import { isCalendarDate } from '../shared/calendar';
import { DomainError } from '../shared/decider';

/**
 * Days the admin closes (a holiday, maintenance): from `from` to `to`, both included, for every
 * package (`packageId` null) or one. A closed day is never offered, whatever the weekly template
 * and the overrides say; bookings already made on it stay for the guide to move or cancel.
 */
export interface Closure {
  readonly id: number;
  readonly from: string;
  readonly to: string;
  readonly packageId: number | null;
  readonly reason: string;
}

export type ClosureDraft = Omit<Closure, 'id'>;

export const CLOSURE_LIMITS = {
  reasonMax: 80,
  /** A year and a day: a longer closure is a season, which the package's own season says better. */
  maxDays: 366,
} as const;

export const CLOSURE_MESSAGES = {
  from: 'Choose the first day to close',
  to: 'Choose the last day to close, on or after the first',
  pastDate: 'You can only close today or later',
  span: `Close at most ${CLOSURE_LIMITS.maxDays} days at once; for a whole season, set the package's season`,
  reason: `Give a reason of at most ${CLOSURE_LIMITS.reasonMax} characters (for example: Holiday)`,
  packageId: 'Choose a package, or leave it empty to close every package',
  notFound: 'Closure not found',
} as const;

export class InvalidClosureError extends DomainError {
  constructor(
    readonly field: 'from' | 'to' | 'reason' | 'packageId',
    message: string,
  ) {
    super('closure-invalid', message);
  }
}

export class ClosureNotFoundError extends DomainError {
  constructor() {
    super('closure-not-found', CLOSURE_MESSAGES.notFound);
  }
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A closure the admin may add on `today`: real dates in order, not in the past, a reason. */
export function checkClosure(draft: { from: unknown; to: unknown; reason: unknown }, today: string): void {
  const { from, to, reason } = draft;
  if (typeof from !== 'string' || !isCalendarDate(from)) throw new InvalidClosureError('from', CLOSURE_MESSAGES.from);
  if (typeof to !== 'string' || !isCalendarDate(to) || to < from) throw new InvalidClosureError('to', CLOSURE_MESSAGES.to);
  if (from < today) throw new InvalidClosureError('from', CLOSURE_MESSAGES.pastDate);
  if (daysBetween(from, to) + 1 > CLOSURE_LIMITS.maxDays) throw new InvalidClosureError('to', CLOSURE_MESSAGES.span);
  if (typeof reason !== 'string' || reason.trim().length === 0 || reason.trim().length > CLOSURE_LIMITS.reasonMax)
    throw new InvalidClosureError('reason', CLOSURE_MESSAGES.reason);
}

/**
 * The closure that shuts `date`: for every package, or (given `packageId`) for that package too.
 * A closure of every package is named first: it is the one visitors are told about.
 */
export function closureOn(closures: readonly Closure[], date: string, packageId?: number): Closure | undefined {
  const covering = closures.filter((c) => date >= c.from && date <= c.to);
  return (
    covering.find((c) => c.packageId === null) ?? (packageId === undefined ? undefined : covering.find((c) => c.packageId === packageId))
  );
}

/** The closures that end on or after `today`, soonest first: what the admin's list shows. */
export function closuresAhead(closures: readonly Closure[], today: string): Closure[] {
  return closures.filter((c) => c.to >= today).sort((a, b) => a.from.localeCompare(b.from) || a.id - b.id);
}
