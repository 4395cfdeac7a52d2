import type { FastifyBaseLogger } from 'fastify';
import type { Locale } from '@shared/i18n/locale-path';
import { m } from '@shared/i18n/paraglide/messages.js';

export interface SmsMessage {
  to: string;
  text: string;
  sentAt: string;
}

/** An OTP to send: the number (10 digits), the code, and the language of the template. */
export interface OtpMessage {
  to: string;
  code: string;
  /** The language of the page the shopper asked from. */
  language: Locale;
  shopName: string;
  /** The shop's host (PUBLIC_ORIGIN's), for the WebOTP line that lets the browser fill the code. */
  host: string;
}

/** The order's news a shopper is sent by SMS beside the push (issue 60). */
export const NOTICE_KINDS = ['shipped', 'out_for_delivery', 'delivered', 'refund_started'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * A notice to send: the number (10 digits), its kind and language (which DLT template), the
 * values the template is filled with, and the whole text as the template reads with them.
 */
export interface NoticeMessage {
  to: string;
  kind: NoticeKind;
  language: Locale;
  /** The template's variables by name: order, shop, courier, awb, amount. */
  values: Record<string, string>;
  text: string;
}

/**
 * Sends OTPs to Indian mobile numbers. In India an SMS is delivered only from a registered
 * sender id with a DLT-registered template (TRAI's TCCCPR 2018), so a real provider (MSG91)
 * sends the code through its template; the console provider writes the same text.
 */
export interface SmsProvider {
  readonly name: string;
  /** Throws when the message could not be handed over (the shopper is asked to try again). */
  sendOtp(message: OtpMessage): Promise<void>;
  /**
   * Sends an order's notice (shipped, out for delivery, delivered, a refund started); throws
   * when it could not be handed over. A provider without a template for it sends nothing.
   */
  sendNotice(message: NoticeMessage): Promise<void>;
}

/**
 * The OTP text in the shopper's language, as registered in the DLT template of that language.
 * Its last line is the WebOTP format (`@host #code`), the same in every language: a browser with
 * the WebOTP API offers the code to the page on that host.
 */
export const otpText = ({ code, shopName, host, language }: OtpMessage) =>
  `${m.sms_otp({ code, shop: shopName }, { locale: language })}\n\n@${host} #${code}`;

const KEPT_MESSAGES = 50;

/** '9876543210' -> '98******10': enough to tell two test numbers apart, not to call one. */
export const maskNumber = (number: string) =>
  number.length > 4
    ? `${number.slice(0, 2)}${'*'.repeat(number.length - 4)}${number.slice(-2)}`
    : '****';
/** Every digit of a message (its code) as '*'. */
export const maskDigits = (text: string) => text.replace(/\d/g, '*');

/**
 * The development default: the message goes to the server log, and the last few are kept in
 * memory for GET /api/dev/sms, so a tester (or an end-to-end test) can read the OTP.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';
  private readonly sent: SmsMessage[] = [];

  constructor(private readonly log?: FastifyBaseLogger) {}

  async sendOtp(message: OtpMessage): Promise<void> {
    this.send(message.to, otpText(message));
  }

  async sendNotice(message: NoticeMessage): Promise<void> {
    this.send(message.to, message.text);
  }

  /** Keeps a text among the messages sent and logs it masked. */
  send(to: string, text: string): void {
    this.sent.unshift({ to, text, sentAt: new Date().toISOString() });
    this.sent.length = Math.min(this.sent.length, KEPT_MESSAGES);
    // The log may travel far (a log service, a support ticket): the number and the code stay
    // among the messages kept here, which only this machine can read.
    this.log?.info(
      { sms: { to: maskNumber(to), text: maskDigits(text) } },
      'SMS (console provider)',
    );
  }

  /** The last messages sent, newest first (what GET /api/dev/sms answers). */
  sentMessages(): SmsMessage[] {
    return [...this.sent];
  }
}
