/**
 * operationIds that read as names (`listBookings`, `getBooking`, `updateBlogPost`), which client
 * generators and docs/api/http.md show. @nestjs/swagger is asked for `Controller.method`
 * (OPERATION_KEY); once every operation is known they become names here:
 * - a generic method (`list`, `get`, `create`...) takes the controller's resource: `list` of
 *   BookingsController is `listBookings`, its `get` is `getBooking`;
 * - a method named for its controller's reading keeps its name there, so it is named here
 *   (NAMES): `HealthController.live` is `checkLiveness`;
 * - any other method keeps its own name (`createPaymentIntent`), unless two controllers share it,
 *   then both take their resource.
 */
export const operationKey = (controllerKey: string, methodKey: string): string => `${controllerKey}.${methodKey}`;

const GENERIC: Record<string, string> = { list: 'list', get: 'get', create: 'create', update: 'update', remove: 'delete', save: 'save' };

const NAMES: Record<string, string> = {
  'HealthController.health': 'getHealth',
  'ReadinessController.live': 'checkLiveness',
  'ReadinessController.ready': 'checkReadiness',
  'PaymentConfigController.paymentConfig': 'getPaymentConfig',
  'TestGatewayController.info': 'getTestGateway',
  'TestGatewayController.confirm': 'confirmTestPayment',
  'AuthController.login': 'signIn',
  'AuthController.logout': 'signOut',
  'AuthController.me': 'getCurrentAccount',
  'AuthController.signInLog': 'listSignIns',
  'CheckoutController.testBooking': 'createTestBooking',
  'BookingsController.refundPreview': 'previewRefund',
  'BookingsController.statusChangePreview': 'previewStatusChange',
  'BookingsController.changeStatus': 'changeBookingStatus',
  'BookingsController.releaseHold': 'releaseBookingHold',
  'BookingsController.history': 'getBookingHistory',
  'QuoteController.quote': 'quoteBooking',
  'WeatherCancellationsController.preview': 'previewWeatherCancellation',
  'WeatherCancellationsController.run': 'cancelForWeather',
  'ManageController.view': 'getManagedBooking',
  'ManageController.cancel': 'cancelManagedBooking',
  'ManageController.reschedule': 'previewManagedMove',
  'ManageController.confirmMove': 'confirmManagedMove',
  'MediaController.upload': 'uploadMedia',
  'SetupChecklistController.checklist': 'getSetupChecklist',
  'SetupChecklistController.confirm': 'confirmSetupItem',
  'AvailabilityController.calendar': 'getAvailability',
  'AvailabilityController.setOverride': 'setAvailabilityOverride',
  'AvailabilityController.template': 'getAvailabilityTemplate',
  'AvailabilityController.setTemplate': 'setAvailabilityTemplate',
  'AvailabilityController.clearOverride': 'clearAvailabilityOverride',
  'ClosuresController.add': 'createClosure',
  'SmsController.send': 'sendSms',
  'SmsController.sendBulk': 'sendBulkSms',
  'SmsController.customers': 'listSmsCustomers',
  'SmsController.threads': 'listSmsThreads',
  'SmsController.thread': 'getSmsThread',
  'SmsController.markRead': 'markSmsThreadRead',
  'SmsController.reply': 'replyToSmsThread',
  'SmsController.optOutList': 'listSmsOptOuts',
  'TwilioInboundController.receive': 'receiveInboundSms',
  'MessageTemplatesController.reset': 'resetMessageTemplate',
  'AutomationSettingsController.get': 'getAutomationSettings',
  'AutomationSettingsController.save': 'saveAutomationSettings',
  'WaiverTermsController.current': 'getCurrentWaiverTerms',
  'WaiverTermsController.list': 'listWaiverTermsVersions',
  'WaiverTermsController.get': 'getWaiverTermsVersion',
  'WaiverTermsController.save': 'publishWaiverTerms',
  'WaiversController.sign': 'signWaiver',
  'WaiversController.bookingNamed': 'getWaiverBooking',
  'WaiversController.detail': 'getWaiver',
  'WaiversController.pdfCopy': 'getWaiverPdf',
  'WaiversController.link': 'linkWaiver',
  'WaiversController.void': 'voidWaiver',
  'RemindersController.list': 'listScheduledReminders',
  'RemindersController.pending': 'listPendingReminders',
  'RemindersController.process': 'processReminders',
  'ReferralsController.socialShare': 'getSocialShare',
  'ReferralsController.credits': 'listReferralCredits',
  'ReferralsController.requests': 'listReferralRequests',
  'GiftCardsController.confirmPayment': 'confirmGiftCardPayment',
  'GiftCardsController.balance': 'getGiftCardBalance',
  'GiftCardsController.resend': 'resendGiftCard',
  'WaitlistController.join': 'joinWaitlist',
  'WaitlistController.view': 'getWaitlistEntry',
  'WaitlistController.leave': 'leaveWaitlist',
  'EmailCampaignsController.audience': 'getCampaignAudience',
  'EmailCampaignsController.contacts': 'listCampaignContacts',
  'EmailCampaignsController.cancel': 'cancelEmailCampaign',
  'PrivacyController.retention': 'getRetentionPolicy',
  'CalendarFeedController.calendar': 'getCalendarFeed',
  'CalendarFeedController.link': 'getCalendarFeedLink',
  'CalendarFeedController.renew': 'renewCalendarFeed',
  'ReportsController.summary': 'getReportSummary',
  'ReportsController.csv': 'getReportSummaryCsv',
};

const resourceOf = (controllerKey: string) => controllerKey.replace(/Controller$/, '');
const singular = (plural: string) =>
  /(ch|sh|ss|x)es$/.test(plural) ? plural.slice(0, -2) : /[^s]s$/.test(plural) ? plural.slice(0, -1) : plural;

/** Each operation key (`Controller.method`) with its readable name; throws if two would share one. */
export function readableOperationIds(keys: readonly string[]): Map<string, string> {
  const parts = keys.map((key) => {
    const [controllerKey = '', methodKey = ''] = key.split('.');
    return { key, controllerKey, methodKey };
  });
  const methodCount = new Map<string, number>();
  for (const { methodKey } of parts) methodCount.set(methodKey, (methodCount.get(methodKey) ?? 0) + 1);
  const names = new Map<string, string>();
  for (const { key, controllerKey, methodKey } of parts) {
    const resource = resourceOf(controllerKey);
    const verb = GENERIC[methodKey];
    const name =
      NAMES[key] ??
      (verb !== undefined
        ? `${verb}${verb === 'list' ? resource : singular(resource)}`
        : methodCount.get(methodKey) === 1
          ? methodKey
          : `${methodKey}${resource}`);
    if ([...names.values()].includes(name)) throw new Error(`Two operations would both be called ${name}: rename a method (${key})`);
    names.set(key, name);
  }
  return names;
}
