import type { FastifyBaseLogger } from 'fastify';

export interface SmsMessage {
  to: string;
  text: string;
  sentAt: string;
}

/** Sends a text message to an Indian mobile number. A real provider (MSG91, Twilio...) implements this. */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

const OUTBOX_SIZE = 50;

/** '9876543210' -> '98******10': enough to tell two test numbers apart, not to call one. */
export const maskNumber = (number: string) =>
  number.length > 4
    ? `${number.slice(0, 2)}${'*'.repeat(number.length - 4)}${number.slice(-2)}`
    : '****';
/** Every digit of a message (its code) as '*'. */
export const maskDigits = (text: string) => text.replace(/\d/g, '*');

/**
 * The development default: the message goes to the server log, and the last few are kept in
 * memory for GET /api/dev/outbox, so a tester (or an end-to-end test) can read the OTP.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly sent: SmsMessage[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async send(to: string, text: string): Promise<void> {
    this.sent.unshift({ to, text, sentAt: new Date().toISOString() });
    this.sent.length = Math.min(this.sent.length, OUTBOX_SIZE);
    // The log may travel far (a log service, a support ticket): the number and the code stay
    // in the outbox, which only this machine can read.
    this.log?.info(
      { sms: { to: maskNumber(to), text: maskDigits(text) } },
      'SMS (console provider)',
    );
  }

  outbox(): SmsMessage[] {
    return [...this.sent];
  }
}
