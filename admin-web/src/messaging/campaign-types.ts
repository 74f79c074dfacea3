import type { RequestBodyOf, ResponseOf, Schema } from '@browser-kit/api/api-types';

/** A campaign as the Email Campaigns list shows it: its status, whom it reaches and what became of its emails. */
export type Campaign = Schema<'EmailCampaignDto'>;
export type CampaignStatus = Campaign['status'];
export type CampaignRecipients = Campaign['recipients'];
export type CampaignDelivery = Schema<'CampaignDeliveryDto'>;

/** Contacts left out of a campaign, by reason. */
export type ExclusionCounts = Schema<'ExclusionCountsDto'>;

/** `GET /api/email-campaigns/audience`: how many a choice of recipients reaches now, and why the others are left out. */
export type AudiencePreview = Schema<'AudiencePreviewDto'>;

/** One contact (everybody who booked), with the basis of their consent or why campaigns leave them out. */
export type MarketingContact = Schema<'MarketingContactDto'>;
export type ContactConsent = MarketingContact['consent'];

/** A message template; the email ones (welcome, newsletter, promotion) start a campaign. */
export type MessageTemplate = Schema<'MessageTemplateDto'>;

/** A row of the outbox: a campaign's failed emails, with their reason. */
export type OutboxMessage = Schema<'OutboxMessageDto'>;

export type CampaignList = ResponseOf<'/api/email-campaigns', 'get'>;
export type ContactList = ResponseOf<'/api/email-campaigns/contacts', 'get'>;
export type MessageTemplateList = ResponseOf<'/api/message-templates', 'get'>;
export type OutboxList = ResponseOf<'/api/outbox', 'get'>;

export type CreateCampaignBody = RequestBodyOf<'/api/email-campaigns', 'post'>;
