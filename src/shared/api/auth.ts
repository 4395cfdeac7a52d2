import { z } from 'zod';
import { messages } from '../messages';
import { endpoint } from './endpoint';
import { id, messageResponse, saidFields } from './common';
import {
  isIndianMobile,
  MAX_PASSWORD_CHARACTERS,
  MIN_PASSWORD_CHARACTERS,
} from '../rules/account-facts';

export const mobileNumber = z.string().refine(isIndianMobile, messages.invalidMobile);
export const otpCode = z.string().regex(/^\d{4}$/, messages.invalidOtp);
const email = z.email('Please enter a valid email').max(254);
const name = z.string().trim().min(1, 'Name is required').max(100);
/** A password as typed, up to the rule's length (a longer one is refused, never cut). */
// A validation's text, as the others here: for a client that skipped the form's own checks.
const typedPassword = z
  .string()
  .max(MAX_PASSWORD_CHARACTERS, `Password must be at most ${MAX_PASSWORD_CHARACTERS} characters`);
const password = typedPassword.min(
  MIN_PASSWORD_CHARACTERS,
  'Password must be at least 8 characters',
);

/** The claims of the session token (and what the client shows of the user). */
export const userInfo = z.object({
  id,
  name: z.string(),
  email: z.string().nullable(),
  phonenumber: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const tokenResponse = z.object({ token: z.string(), ...saidFields });

export const register = endpoint({
  method: 'POST',
  path: '/customer/customer-register',
  auth: false,
  summary: 'Register with name, email and password',
  body: z.strictObject({ name, email, password }),
  response: tokenResponse,
});

export const login = endpoint({
  method: 'POST',
  path: '/customer/customer-login',
  auth: false,
  summary: 'Sign in with email and password',
  body: z.strictObject({
    email,
    password: typedPassword.min(1, 'Password is required'),
  }),
  response: tokenResponse,
});

export const updateProfile = endpoint({
  method: 'POST',
  path: '/customer/update-user-profile',
  auth: true,
  summary: 'Change name and email; answers a fresh token',
  body: z.strictObject({ name, email }),
  response: tokenResponse,
});

export const logout = endpoint({
  method: 'GET',
  path: '/customer/logout',
  auth: false,
  summary: 'Revoke the session token and clear the cookie',
  response: messageResponse,
});

/** The spec leaves this path open. Accounts made by OTP have no password and may set one. */
export const changePassword = endpoint({
  method: 'POST',
  path: '/customer/change-password',
  auth: true,
  summary:
    'Change (or, for OTP-only accounts, set) the password; ends every other session and answers a fresh token',
  body: z.strictObject({
    oldPassword: typedPassword.optional(),
    newPassword: password,
  }),
  response: tokenResponse,
});

export const accountInfo = endpoint({
  method: 'GET',
  path: '/customer/me',
  auth: true,
  summary: 'The signed-in customer, and whether the account has a password',
  response: z.object({ user: userInfo, hasPassword: z.boolean() }),
});

/** An OTP sent to a number (send_otp), then that code checked (verify_otp). */
const otpSteps = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('send_otp'), mobile: mobileNumber }),
  z.strictObject({ step: z.literal('verify_otp'), mobile: mobileNumber, otp: otpCode }),
]);
const otpSent = z.object({ ...saidFields, resendAfter: z.number().int() });

/** Mobile OTP: one path, the step in the body, as the spec sends it. */
export const mobileAuth = endpoint({
  method: 'POST',
  path: '/customer/mobile-auth',
  auth: false,
  summary: 'Send an OTP (step send_otp) or verify it (step verify_otp)',
  body: otpSteps,
  response: z.union([
    otpSent,
    z.object({
      success: z.literal(true),
      isNewUser: z.boolean(),
      /** The session token for a returning shopper, null for a new one. */
      token: z.string().nullable(),
      /** For a new shopper: proof of the verified number for complete-profile (15 minutes). */
      signupToken: z.string().nullable(),
      ...saidFields,
    }),
  ]),
});

/**
 * Not in the spec: an account made with e-mail adds its mobile number here, proven by an OTP
 * sent to it (the same codes and limits as the OTP login). Answers a fresh token on verify.
 */
export const addMobile = endpoint({
  method: 'POST',
  path: '/customer/add-mobile',
  auth: true,
  summary: 'Add a mobile number to an account that has none: send an OTP, then verify it',
  body: otpSteps,
  response: z.union([otpSent, tokenResponse]),
});

export const completeProfile = endpoint({
  method: 'POST',
  path: '/customer/complete-profile',
  auth: false,
  summary: 'Create the account of a verified mobile number',
  body: z.strictObject({
    phonenumber: mobileNumber,
    name: z.string().trim().min(1, messages.profileRequired).max(100),
    email: z.email(messages.profileRequired).max(254),
    signupToken: z.string().min(1).max(2000),
  }),
  response: tokenResponse,
});

export const devSentSms = endpoint({
  method: 'GET',
  path: '/dev/sms',
  auth: false,
  summary: 'Messages the console SMS provider sent (development only)',
  response: z.object({
    messages: z.array(z.object({ to: z.string(), text: z.string(), sentAt: z.string() })),
  }),
});
