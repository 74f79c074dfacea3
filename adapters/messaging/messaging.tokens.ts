/** Nest injection tokens of the messaging area. */
export const OUTBOX_STORE = Symbol('OutboxStore');
/** The configured channels ({ mailer?, sms? }): a missing one means its messages are only recorded. */
export const MESSAGE_CHANNELS = Symbol('MessageChannels');
/** Makes the files outbox emails name (the signer's copy of a waiver) when they are sent. */
export const WAIVER_ATTACHMENTS = Symbol('WaiverAttachments');
export const SMS_OPT_OUTS = Symbol('SmsOptOuts');
/** How many messages the public may cause per hour (application/messaging/send-quota.ts). */
export const SEND_QUOTA = Symbol('SendQuota');
