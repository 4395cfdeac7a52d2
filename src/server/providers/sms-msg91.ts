import type { FastifyBaseLogger } from 'fastify';
import {
  maskNumber,
  type NoticeKind,
  type NoticeMessage,
  type OtpMessage,
  type SmsProvider,
} from './sms';

export interface Msg91Options {
  authKey: string;
  /** The OTP template's id at MSG91, mapped to its DLT template id. */
  templateId: string;
  /**
   * The same template in Hindi (registered as a Unicode template with DLT), if the shop has one:
   * a shopper on the Hindi pages gets the OTP in Hindi; without it, in English.
   */
  hindiTemplateId?: string | undefined;
  /** The DLT-registered sender id (header) the template is sent from. */
  senderId: string;
  /** https://control.msg91.com, or a fake's address in tests. */
  apiUrl: string;
  /**
   * The DLT templates of the order notices by kind ('shipped', 'shipped.hi', ...): a notice
   * without one is not sent by SMS (the push still is).
   */
  noticeTemplates?: Partial<Record<NoticeKind | `${NoticeKind}.hi`, string>>;
  fetch?: typeof fetch;
}

const REQUEST_TIMEOUT_MS = 10_000;
/** The code lives 5 minutes here (otp.ts); MSG91 is told the same. */
const OTP_EXPIRY_MINUTES = 5;

/** Refused by MSG91 or not reached; its message never holds the code or the whole number. */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
}

/**
 * MSG91's SendOTP (POST /api/v5/otp): the code we made, sent through the DLT template by its
 * id. The template's text (registered with the DLT operator) is otpText's, WebOTP line included,
 * in the shopper's language when the shop registered a template for it.
 */
export class Msg91SmsProvider implements SmsProvider {
  readonly name = 'msg91';
  private readonly fetch: typeof fetch;

  constructor(
    private readonly options: Msg91Options,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.fetch = options.fetch ?? fetch;
  }

  async sendOtp(message: OtpMessage): Promise<void> {
    const query = new URLSearchParams({
      template_id:
        (message.language === 'hi' && this.options.hindiTemplateId) || this.options.templateId,
      // MSG91 takes the number with the country code.
      mobile: `91${message.to}`,
      otp: message.code,
      otp_expiry: String(OTP_EXPIRY_MINUTES),
      sender: this.options.senderId,
    });
    let reason: string;
    try {
      const response = await this.fetch(`${this.options.apiUrl}/api/v5/otp?${query}`, {
        method: 'POST',
        headers: { authkey: this.options.authKey, 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = (await response.json().catch(() => null)) as {
        type?: unknown;
        message?: unknown;
      } | null;
      // MSG91 answers 200 with { type: 'error' } for a refusal, so both are read.
      if (response.ok && body?.type === 'success') return;
      reason = `${response.status} ${typeof body?.message === 'string' ? body.message : ''}`.trim();
    } catch (error) {
      reason = error instanceof Error ? error.name : 'unknown';
    }
    // Neither the code nor the whole number goes to the log (they are in the request's URL only).
    this.log?.error({ sms: { to: maskNumber(message.to), reason } }, 'MSG91 did not send the OTP');
    throw new SmsSendError(`MSG91 did not send the OTP: ${reason}`);
  }

  /**
   * MSG91's Flow API (POST /api/v5/flow): the notice's DLT template (in Hindi when the shop has
   * one and the shopper reads Hindi) filled with its values by name, to the number with +91.
   */
  async sendNotice(message: NoticeMessage): Promise<void> {
    const templates = this.options.noticeTemplates ?? {};
    const templateId =
      (message.language === 'hi' && templates[`${message.kind}.hi`]) || templates[message.kind];
    if (!templateId) return;
    const reason = await this.post('/api/v5/flow', {
      template_id: templateId,
      short_url: '0',
      recipients: [{ mobiles: `91${message.to}`, ...message.values }],
    });
    if (reason === null) return;
    this.log?.error({ sms: { to: maskNumber(message.to), reason } }, 'MSG91 did not send a notice');
    throw new SmsSendError(`MSG91 did not send the notice: ${reason}`);
  }

  /** POSTs JSON to MSG91: null when it answered success, else why not. */
  private async post(path: string, body: object): Promise<string | null> {
    try {
      const response = await this.fetch(`${this.options.apiUrl}${path}`, {
        method: 'POST',
        headers: { authkey: this.options.authKey, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as {
        type?: unknown;
        message?: unknown;
      } | null;
      if (response.ok && answer?.type === 'success') return null;
      return `${response.status} ${typeof answer?.message === 'string' ? answer.message : ''}`.trim();
    } catch (error) {
      return error instanceof Error ? error.name : 'unknown';
    }
  }
}
