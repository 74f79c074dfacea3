import twilio from 'twilio';
import { Delivery, OutgoingSms, PermanentDeliveryError, SmsSender } from '../../application/messaging/outbox-dispatcher';
import { TwilioSettings } from '../config/config-settings';

type RequestOptions<TData> = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0] & { data?: TData };

/** The SDK's own HTTP client, with every request's scheme, host and port replaced by `apiBase`'s. */
class RebasedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiBase: URL) {
    super();
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    const base = this.apiBase.pathname.replace(/\/$/, '');
    return super.request<TData>({ ...opts, uri: `${this.apiBase.origin}${base}${uri.pathname}${uri.search}` });
  }
}

/** SMS through Twilio's Messages API with the official SDK. */
export class TwilioSmsSender implements SmsSender {
  readonly kind = 'twilio';
  private readonly client: twilio.Twilio;

  constructor(private readonly settings: TwilioSettings) {
    this.client = twilio(settings.accountSid, settings.authToken, {
      ...(settings.apiBase ? { httpClient: new RebasedRequestClient(new URL(settings.apiBase)) } : {}),
    });
  }

  async send(sms: OutgoingSms): Promise<Delivery> {
    try {
      const message = await this.client.messages.create({ to: sms.to, from: this.settings.from, body: sms.body });
      return { providerId: message.sid };
    } catch (error) {
      // 400 is Twilio's answer for a message it will never take (e.g. 21211, an invalid 'To'
      // number); 401/403 (credentials), 429 and 5xx may pass later.
      if (error instanceof twilio.RestException && error.status === 400) {
        throw new PermanentDeliveryError(`Twilio ${error.code ?? error.status}: ${error.message}`);
      }
      throw error;
    }
  }
}
