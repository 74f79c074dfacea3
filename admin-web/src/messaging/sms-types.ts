import type { RequestBodyOf, ResponseOf, Schema } from '@browser-kit/api/api-types';

/** `POST /api/send-sms` and a thread's reply: where the text went (E.164), how it went and who sent it. */
export type SmsReceipt = Schema<'SmsReceiptDto'>;
export type SmsStatus = SmsReceipt['status'];

/** `POST /api/send-bulk-sms`: how many were queued, and the numbers left out with why. */
export type BulkSmsReceipt = Schema<'BulkSmsReceiptDto'>;
export type SkippedRecipient = BulkSmsReceipt['skippedRecipients'][number];

/** A customer of the Bulk SMS list: one per phone number, from their bookings. */
export type Customer = Schema<'CustomerDto'>;

/** A conversation of the Inbox list: a number that texted in, or a number a visitor typed in the website chat. */
export type SmsThreadSummary = Schema<'SmsThreadSummaryDto'>;

/** `GET /api/sms-threads/{id}`: one conversation's texts both ways, oldest first. */
export type SmsThread = Schema<'SmsThreadDto'>;
export type SmsThreadMessage = Schema<'SmsThreadMessageDto'>;

/** A number that texted a stop word, and whether it is still opted out. */
export type SmsOptOut = Schema<'SmsOptOutDto'>;

export type CustomerList = ResponseOf<'/api/customers', 'get'>;
export type SmsThreadList = ResponseOf<'/api/sms-threads', 'get'>;
export type SmsOptOutList = ResponseOf<'/api/sms-opt-outs', 'get'>;
export type MarkedRead = ResponseOf<'/api/sms-threads/{id}/read', 'post'>;

export type SendSmsBody = RequestBodyOf<'/api/send-sms', 'post'>;
export type SendBulkSmsBody = RequestBodyOf<'/api/send-bulk-sms', 'post'>;
export type ReplySmsBody = RequestBodyOf<'/api/sms-threads/{id}/reply', 'post'>;
