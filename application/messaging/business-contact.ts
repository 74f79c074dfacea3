import { GUIDE_DEFAULTS, SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { BusinessContact } from './message-format';
import { ContactEntries } from '../content/site-content-service';

type ContactRows = Awaited<ReturnType<ContactEntries['contactEntries']>>;

function reader(rows: ContactRows) {
  return (section: string, key: string): string | undefined =>
    rows.find((r) => r.section === section && r.key === key)?.value.trim() || undefined;
}

/** The business as the site content says it (the admin's edits show in new messages), else the defaults. */
export function businessFromRows(rows: ContactRows, siteOrigin: string): BusinessContact {
  const read = reader(rows);
  return {
    name: SITE_DEFAULTS.name,
    phone: read('contact', 'phone') ?? SITE_DEFAULTS.phone,
    location: read('contact', 'location') ?? SITE_DEFAULTS.location,
    website: siteOrigin,
  };
}

export function guideFromRows(rows: ContactRows): { name: string; phone: string } {
  const read = reader(rows);
  return { name: read('guide', 'name') ?? GUIDE_DEFAULTS.name, phone: read('guide', 'phone') ?? GUIDE_DEFAULTS.phone };
}

export async function businessContactOf(content: ContactEntries, siteOrigin: string): Promise<BusinessContact> {
  return businessFromRows(await content.contactEntries(), siteOrigin);
}

/** The guide's name and phone (the private pages show them). */
export async function guideContactOf(content: ContactEntries): Promise<{ name: string; phone: string }> {
  return guideFromRows(await content.contactEntries());
}
