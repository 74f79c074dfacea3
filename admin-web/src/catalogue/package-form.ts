import { inSlotOrder } from '../../../domain/availability/slot-windows';
import type { TimeSlot } from '../../../domain/bookings/booking-rules';
import {
  isValidPrice,
  isValidTimeSlots,
  PACKAGE_MESSAGES,
  PACKAGE_SLOT_LABELS,
  parseFeatures,
} from '../../../domain/catalogue/package-rules';
import { seasonProblem, seasonSentence, type SeasonPeriod } from '../../../domain/catalogue/package-season';
import type { RequestBodyOf } from '@browser-kit/api/api-types';
import type { Package } from './package-api';
import { formatCadShort } from '@browser-kit/format/money-format';
import { CAPACITY_FIELDS, capacityFormOf, type CapacityForm, checkCapacityForm, EMPTY_CAPACITY_FORM } from './package-capacity-form';

/** The package form as typed: price as text, features one per line. */
export interface PackageForm extends CapacityForm {
  name: string;
  price: string;
  duration: string;
  description: string;
  features: string;
  timeSlots: TimeSlot[];
  /** Empty: all year. */
  season: SeasonPeriodForm[];
  featured: boolean;
}

/** One season period as the form holds it: months as '1'..'12', dates as YYYY-MM-DD. */
export interface SeasonPeriodForm {
  kind: 'months' | 'dates';
  from: string;
  to: string;
}

export const PACKAGE_FIELDS = [
  'name',
  'price',
  'duration',
  'description',
  'features',
  'timeSlots',
  ...CAPACITY_FIELDS,
  'season',
  'featured',
] as const;
export type PackageField = (typeof PACKAGE_FIELDS)[number];
export type PackageErrors = Partial<Record<PackageField, string>>;

/** PUT/POST /api/packages body: the package without its id and timestamps. */
export type PackageBody = RequestBodyOf<'/api/packages', 'post'>;

/** A new package starts with no slot ticked: the guide says when it runs rather than accept a guess. */
export const EMPTY_PACKAGE_FORM: PackageForm = {
  name: '',
  price: '',
  duration: '',
  description: '',
  features: '',
  timeSlots: [],
  ...EMPTY_CAPACITY_FORM,
  season: [],
  featured: false,
};

export function packageFormOf(pkg: Package): PackageForm {
  return {
    name: pkg.name,
    price: String(pkg.price),
    duration: pkg.duration,
    description: pkg.description,
    features: pkg.features.join('\n'),
    timeSlots: [...pkg.timeSlots],
    ...capacityFormOf(pkg),
    season: (pkg.season ?? []).map((p) => ({ kind: p.kind, from: String(p.from), to: String(p.to) })),
    featured: pkg.featured,
  };
}

/** The body to send, or the field errors (the server's own messages) when the form is not ready. */
export function checkPackageForm(
  form: PackageForm,
): { body: PackageBody; errors?: undefined } | { body?: undefined; errors: PackageErrors } {
  const errors: PackageErrors = {};
  const priceText = form.price.trim();
  // Digits only: Number('1e3') or '12.50' would be read as a price the guide did not mean.
  const price = /^\d+$/.test(priceText) ? Number(priceText) : NaN;
  const features = parseFeatures(form.features);
  if (!form.name.trim()) errors.name = PACKAGE_MESSAGES.name;
  if (!isValidPrice(price)) errors.price = PACKAGE_MESSAGES.price;
  if (!form.duration.trim()) errors.duration = PACKAGE_MESSAGES.duration;
  if (!form.description.trim()) errors.description = PACKAGE_MESSAGES.description;
  if (features.length === 0) errors.features = PACKAGE_MESSAGES.features;
  if (!isValidTimeSlots(form.timeSlots)) errors.timeSlots = PACKAGE_MESSAGES.timeSlots;
  const capacity = checkCapacityForm(form);
  Object.assign(errors, capacity.errors);
  const season = seasonOf(form.season);
  const seasonError = seasonProblem(season);
  if (seasonError) errors.season = seasonError;
  if (Object.keys(errors).length > 0 || !capacity.body) return { errors };
  return {
    body: {
      name: form.name.trim(),
      price,
      duration: form.duration.trim(),
      description: form.description.trim(),
      features,
      timeSlots: inSlotOrder(form.timeSlots),
      ...capacity.body,
      season,
      featured: form.featured,
    },
  };
}

/** ['morning', 'afternoon'] → 'Morning, Afternoon', in slot order. */
export function slotNames(timeSlots: readonly TimeSlot[]): string {
  return inSlotOrder(timeSlots)
    .map((slot) => PACKAGE_SLOT_LABELS[slot])
    .join(', ');
}

/** 399 → '$399 per person' (packages are priced in whole CAD per person). */
export function pricePerPerson(price: number): string {
  return `${formatCadShort(Math.round(price * 100))} per person`;
}

/** The periods as the API takes them: months as numbers, dates as typed. */
export function seasonOf(periods: readonly SeasonPeriodForm[]): SeasonPeriod[] {
  return periods.map((p) =>
    p.kind === 'months' ? { kind: 'months', from: Number(p.from), to: Number(p.to) } : { kind: 'dates', from: p.from, to: p.to },
  );
}

/** The card's line: 'All year', or 'December to March'. */
export function seasonNames(season: readonly { kind: 'months' | 'dates'; from: number | string; to: number | string }[]): string {
  if (season.length === 0) return 'All year';
  return seasonSentence('', season as SeasonPeriod[])
    .replace(/^ runs /, '')
    .replace(/\.$/, '');
}
