/** Every lease a server takes (adapters/leases), by name as /api/health lists them: what the suites expect. */
export const ALL_LEASES = [
  'job:booking-references',
  'job:chat-retention',
  'job:email-campaigns',
  'job:expired-sessions',
  'job:lapsed-holds',
  'job:payment-reconciliation',
  'job:privacy-retention',
  'job:referrals',
  'job:reminders',
  'process-managers:background',
  'process-managers:poll',
];
