/** One text message: a phone number in E.164 ('+13135550142') and its text. */
export type Sms = { to: string; body: string };

/** What sends it: Twilio, or the outbox folder. */
export interface SmsSender {
  name: 'twilio' | 'outbox';
  send(sms: Sms): Promise<{ id: string }>;
}
