import {
  capacityProblem,
  CAPACITY_LIMITS,
  DEFAULT_CAPACITY,
  type PackageCapacity,
  type PackageSale,
} from '../../../domain/catalogue/package-capacity';

/** The capacity part of the package form, numbers as typed (domain/catalogue/package-capacity.ts). */
export interface CapacityForm {
  maxPeople: string;
  sale: PackageSale;
  boatCapacity: string;
}

export const CAPACITY_FIELDS = ['maxPeople', 'sale', 'boatCapacity'] as const;
export type CapacityField = (typeof CAPACITY_FIELDS)[number];

/** A new package: a private charter for up to the site's ceiling, as the server makes it when told nothing. */
export const EMPTY_CAPACITY_FORM: CapacityForm = {
  maxPeople: String(DEFAULT_CAPACITY.maxPeople),
  sale: DEFAULT_CAPACITY.sale,
  boatCapacity: '',
};

export const SALE_LABELS: Readonly<Record<PackageSale, string>> = {
  private: 'Private charter (one party per trip)',
  seats: 'Sold per seat (parties share the boat)',
};

export function capacityFormOf(pkg: PackageCapacity): CapacityForm {
  return { maxPeople: String(pkg.maxPeople), sale: pkg.sale, boatCapacity: pkg.boatCapacity === null ? '' : String(pkg.boatCapacity) };
}

/** Digits only: '2.5' or '1e1' would be read as a number the guide did not mean. */
const wholeNumber = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** The capacity terms to send, or the one field the server would refuse, with its message. */
export function checkCapacityForm(
  form: CapacityForm,
): { body: PackageCapacity; errors?: undefined } | { body?: undefined; errors: Partial<Record<CapacityField, string>> } {
  const body: PackageCapacity = {
    maxPeople: wholeNumber(form.maxPeople),
    sale: form.sale,
    boatCapacity: form.sale === 'seats' ? wholeNumber(form.boatCapacity) : null,
  };
  const problem = capacityProblem(body);
  return problem ? { errors: { [problem.field]: problem.message } } : { body };
}

/** What the package card says: 'Up to 2 people, private charter' or 'Up to 4 people per party, 8 seats per trip'. */
export function capacitySummary(pkg: PackageCapacity): string {
  const people = `${pkg.maxPeople} ${pkg.maxPeople === 1 ? 'person' : 'people'}`;
  return pkg.sale === 'seats' && pkg.boatCapacity !== null
    ? `Up to ${people} per party, ${pkg.boatCapacity} seats per trip`
    : `Up to ${people}, private charter`;
}

export const BOAT_CAPACITY_MAX = CAPACITY_LIMITS.boatCapacityMax;
