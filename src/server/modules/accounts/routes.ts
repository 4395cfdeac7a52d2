import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as api from '@shared/api/auth';
import { said, type PlainKey } from '@shared/said';
import { afterResponse } from '../../http/after-response';
import { authenticate } from '../../http/authenticate';
import type { AppDeps } from '../../http/context';
import { limitPerAddress } from '../../http/admission/rate-limit';
import { route } from '../../http/route';
import { clearSessionCookie, setSessionCookie } from '../../http/session-tokens';
import { ConsoleSmsProvider } from '../../providers/sms';
import { consumeOtp, sendOtp } from './otp';
import { requestLocale } from '../../http/request-locale';
import * as service from './service';

/** A new session's token also travels as a cookie: HTTP, so set here, never in the service. */
function withCookie<T extends { token: string | null }>(
  deps: AppDeps,
  reply: FastifyReply,
  answer: T,
): T {
  if (answer.token) setSessionCookie(reply, answer.token, deps.config.NODE_ENV === 'production');
  return answer;
}

/** Signs the customer in, in the language of the request, and sets the session's cookie. */
async function openSession(
  deps: AppDeps,
  http: { request: FastifyRequest; reply: FastifyReply },
  customer: Parameters<typeof service.startSession>[1],
  message: PlainKey,
) {
  return withCookie(
    deps,
    http.reply,
    await service.startSession(deps, customer, message, (stored) =>
      requestLocale(http.request, stored),
    ),
  );
}

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Forms that say whether an email is taken, or create something, are limited per address.
  const limitForm = (action: string, ip: string) =>
    limitPerAddress(deps.db, action, ip, deps.config.FORM_POSTS_PER_IP_PER_HOUR);

  route(app, deps, api.register, async ({ db, body, request, reply }) => {
    await limitForm('register', request.ip);
    const customer = await service.register(deps, db, body);
    return openSession(deps, { request, reply }, customer, 'server_registered');
  });

  route(app, deps, api.login, async ({ db, body, request, reply }) => {
    const customer = await service.login(deps, db, body, request.ip);
    return openSession(deps, { request, reply }, customer, 'server_logged_in');
  });

  route(app, deps, api.updateProfile, async ({ db, body, user, request, reply }) => {
    await limitForm('update-profile', request.ip);
    const updated = await service.updateProfile(deps, db, user, body);
    // The old token was revoked: its chat socket goes (the app connects again with the new one).
    afterResponse(request, () => deps.sessionEnds.ended({ sessionId: user.jti }));
    return openSession(deps, { request, reply }, updated, 'server_profile_updated');
  });

  // A GET by contract, yet it changes state: another site must not be able to sign a shopper out.
  route(
    app,
    deps,
    api.logout,
    async ({ db, request, reply }) => {
      // Logging out with a token that is already expired or revoked still succeeds.
      const user = await authenticate(deps, request).catch(() => null);
      if (user) {
        await service.revokeSession(db, user);
        afterResponse(request, () => deps.sessionEnds.ended({ sessionId: user.jti }));
      }
      clearSessionCookie(reply);
      return said('server_logged_out');
    },
    { changesState: true },
  );

  route(app, deps, api.changePassword, async ({ db, body, user, request, reply }) => {
    const { customer, message } = await service.changePassword(deps, db, user.id, body);
    // Every chat socket of the account goes; this session's app connects again with its new token.
    afterResponse(request, () => deps.sessionEnds.ended({ customerId: user.id }));
    // Every other session has ended; this one goes on with a fresh token.
    return openSession(deps, { request, reply }, customer, message);
  });

  route(app, deps, api.accountInfo, ({ db, user }) => service.accountInfo(db, user));

  route(app, deps, api.mobileAuth, async ({ db, body, request, reply }) => {
    if (body.step === 'send_otp')
      return sendOtp(deps, body.mobile, request.ip, requestLocale(request));
    const signedIn = await service.signInByMobile(deps, db, body, (stored) =>
      requestLocale(request, stored),
    );
    return withCookie(deps, reply, signedIn);
  });

  route(app, deps, api.addMobile, async ({ db, body, user, request, reply }) => {
    if (body.step === 'send_otp') {
      await service.assertNoMobileYet(db, user.id);
      return sendOtp(deps, body.mobile, request.ip, requestLocale(request));
    }
    await consumeOtp(deps, body.mobile, body.otp);
    const updated = await service.addMobile(db, user, body.mobile);
    afterResponse(request, () => deps.sessionEnds.ended({ sessionId: user.jti }));
    return openSession(deps, { request, reply }, updated, 'server_mobile_added');
  });

  route(app, deps, api.completeProfile, async ({ db, body, request, reply }) => {
    await limitForm('complete-profile', request.ip);
    const customer = await service.completeProfile(deps, db, body);
    return openSession(deps, { request, reply }, customer, 'server_registered');
  });

  const sms = deps.sms;
  if (sms instanceof ConsoleSmsProvider && deps.config.NODE_ENV !== 'production') {
    route(app, deps, api.devSentSms, async () => ({ messages: sms.sentMessages() }));
  }
}
