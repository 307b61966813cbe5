import twilio from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import type { Sms, SmsSender } from './types';

type TwilioSettings = {
  accountSid: string;
  authToken: string;
  /** The sending number, or a Messaging Service (which picks the number). */
  from: string | null;
  messagingServiceSid: string | null;
  /** Where the Twilio API is (TWILIO_API_BASE): https://api.twilio.com, or a loopback fake in tests. */
  apiBase: string | null;
};

/**
 * Twilio's HTTP client with every request sent to `base` instead of api.twilio.com: the SDK's own
 * way (its `httpClient` option) to talk to a stand-in; auth, form body and paths are unchanged.
 */
class RedirectedClient extends RequestClient {
  constructor(private readonly base: URL) {
    super({ timeout: 10_000 });
  }

  request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    uri.protocol = this.base.protocol;
    uri.host = this.base.host;
    return super.request({ ...opts, uri: uri.href });
  }
}

/** Twilio's Messages API (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID). */
export function twilioSender(settings: TwilioSettings): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken, {
    ...(settings.apiBase ? { httpClient: new RedirectedClient(new URL(settings.apiBase)) } : {}),
  });
  return {
    name: 'twilio',
    async send(sms: Sms) {
      const message = await client.messages.create({
        to: sms.to,
        body: sms.body,
        ...(settings.messagingServiceSid ? { messagingServiceSid: settings.messagingServiceSid } : { from: settings.from as string }),
      });
      return { id: message.sid };
    },
  };
}
