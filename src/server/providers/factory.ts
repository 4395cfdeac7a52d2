import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { CourierProvider } from './courier-provider';
import { SandboxCourierProvider } from './courier-sandbox';
import { sandboxCourierToken } from './sandbox-courier-token';
import { ShiprocketCourierProvider } from './courier-shiprocket';
import type { PaymentProvider } from './payment-provider';
import { RazorpayPaymentProvider } from './payment-razorpay';
import { SandboxPaymentProvider } from './payment-sandbox';
import { ConsoleSmsProvider, type SmsProvider } from './sms';
import { Msg91SmsProvider } from './sms-msg91';

/**
 * The one place a provider is chosen, from the configuration (which checked its keys at start:
 * a `!` here is a key config.ts made sure of).
 */
export function paymentProviderFor(config: Config): PaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case 'razorpay':
      return new RazorpayPaymentProvider({
        keyId: config.RAZORPAY_KEY_ID!,
        keySecret: config.RAZORPAY_KEY_SECRET!,
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
        apiUrl: config.RAZORPAY_API_URL,
        payeeName: config.SHOP_NAME,
      });
    case 'sandbox':
      return new SandboxPaymentProvider({
        vpa: config.UPI_PAYEE_VPA,
        payeeName: config.SHOP_NAME,
        webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
      });
  }
}

export function smsProviderFor(config: Config, log: FastifyBaseLogger): SmsProvider {
  switch (config.SMS_PROVIDER) {
    case 'msg91':
      return new Msg91SmsProvider(
        {
          authKey: config.MSG91_AUTH_KEY!,
          templateId: config.MSG91_OTP_TEMPLATE_ID!,
          hindiTemplateId: config.MSG91_OTP_TEMPLATE_ID_HI,
          senderId: config.MSG91_SENDER_ID!,
          apiUrl: config.MSG91_API_URL,
          noticeTemplates: config.MSG91_NOTICE_TEMPLATES,
        },
        log,
      );
    case 'console':
      return new ConsoleSmsProvider(log);
  }
}

export function courierProviderFor(config: Config): CourierProvider {
  switch (config.COURIER_PROVIDER) {
    case 'shiprocket':
      return new ShiprocketCourierProvider({
        email: config.SHIPROCKET_EMAIL!,
        password: config.SHIPROCKET_PASSWORD!,
        webhookToken: config.SHIPROCKET_WEBHOOK_TOKEN!,
        apiUrl: config.SHIPROCKET_API_URL,
      });
    case 'sandbox':
      return new SandboxCourierProvider({
        webhookToken: sandboxCourierToken(config.PAYMENT_WEBHOOK_SECRET),
        stepSeconds: config.SANDBOX_COURIER_STEP_SECONDS,
      });
  }
}
