import { isValidPrice, PACKAGE_MESSAGES, parseFeatures } from '../../../../domain/catalogue/package-rules';
import type { PackageDraft } from '../../../../application/catalogue/package-service';
import type { Package } from './catalogue-api';
import { formatCadShort } from '@shared-ui/money-format';

/** The package form as typed: price as text, features one per line (SPEC section 3). */
export interface PackageForm {
  name: string;
  price: string;
  duration: string;
  description: string;
  features: string;
  featured: boolean;
}

export const PACKAGE_FIELDS = ['name', 'price', 'duration', 'description', 'features', 'featured'] as const;
export type PackageField = (typeof PACKAGE_FIELDS)[number];
export type PackageErrors = Partial<Record<PackageField, string>>;

/** PUT/POST /api/packages body: the package without its id and timestamps. */
export type PackageBody = PackageDraft;

export const EMPTY_PACKAGE_FORM: PackageForm = { name: '', price: '', duration: '', description: '', features: '', featured: false };

export function packageFormOf(pkg: Package): PackageForm {
  return {
    name: pkg.name,
    price: String(pkg.price),
    duration: pkg.duration,
    description: pkg.description,
    features: pkg.features.join('\n'),
    featured: pkg.featured,
  };
}

/** The body to send, or the field errors (the server's own messages) when the form is not ready. */
export function checkPackageForm(form: PackageForm): { body: PackageBody; errors?: undefined } | { body?: undefined; errors: PackageErrors } {
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
  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      name: form.name.trim(),
      price,
      duration: form.duration.trim(),
      description: form.description.trim(),
      features,
      featured: form.featured,
    },
  };
}

/** 399 → '$399 per person' (packages are priced in whole CAD per person). */
export function pricePerPerson(price: number): string {
  return `${formatCadShort(Math.round(price * 100))} per person`;
}
