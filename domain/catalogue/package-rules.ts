import { DomainError } from '../shared/decider';

/**
 * Package rules and messages (SPEC sections 3 and 5). The server's DTO and the admin form both
 * read these; nothing restates them.
 */
export const PACKAGE_LIMITS = {
  nameMax: 80,
  durationMax: 40,
  descriptionMax: 2000,
  featureMax: 200,
  featuresMax: 20,
  /** Whole CAD per person; the ceiling only catches a typo of extra zeros. */
  priceMax: 100_000,
} as const;

export const PACKAGE_MESSAGES = {
  name: 'Package name is required',
  price: 'Price must be a whole number of dollars per person, more than 0',
  duration: 'Duration is required (for example: 4 hours)',
  description: 'Description is required',
  features: 'List at least one feature, one per line',
  featured: 'Featured must be true or false',
  notFound: 'Package not found',
  nameTaken: 'A package with this name already exists',
  inUse: (upcoming: number) =>
    `This package has ${upcoming} upcoming ${upcoming === 1 ? 'booking' : 'bookings'}. Move or cancel ${upcoming === 1 ? 'it' : 'them'} before deleting the package.`,
} as const;

/** Features are entered one per line; blank lines are dropped and each line trimmed. */
export function parseFeatures(input: string | readonly string[]): string[] {
  const lines = typeof input === 'string' ? input.split(/\r?\n/) : input.flatMap((item) => item.split(/\r?\n/));
  return lines.map((line) => line.trim()).filter((line) => line.length > 0);
}

export function isValidPrice(price: number): boolean {
  return Number.isInteger(price) && price > 0 && price <= PACKAGE_LIMITS.priceMax;
}

export class PackageNotFoundError extends DomainError {
  constructor() {
    super('package-not-found', PACKAGE_MESSAGES.notFound);
  }
}

export class PackageNameTakenError extends DomainError {
  constructor() {
    super('package-name-conflict', PACKAGE_MESSAGES.nameTaken);
  }
}

export class PackageInUseError extends DomainError {
  constructor(readonly upcomingBookings: number) {
    super('package-in-use-conflict', PACKAGE_MESSAGES.inUse(upcomingBookings));
  }
}
