import { CampaignSender } from './campaign-email';
import { MAILING_ADDRESS_DEFAULT, SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { ContactEntries } from '../content/site-content-service';

/** The business as every marketing email (a campaign's, an opt-in's) names it, from the site content the admin edits. */
export async function campaignSenderOf(content: ContactEntries, siteOrigin: string): Promise<CampaignSender> {
  const entries = await content.contactEntries();
  const contact = (key: string, fallback: string) =>
    entries.find((e) => e.section === 'contact' && e.key === key)?.value.trim() || fallback;
  return {
    name: SITE_DEFAULTS.name,
    mailingAddress: contact('mailing_address', MAILING_ADDRESS_DEFAULT),
    phone: contact('phone', SITE_DEFAULTS.phone),
    email: contact('email', SITE_DEFAULTS.email),
    website: siteOrigin,
  };
}
