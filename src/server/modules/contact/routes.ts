import type { FastifyInstance } from 'fastify';
import { sendContactMessage } from '@shared/api/contact';
import { contactMessages } from '../../db/schema';
import type { AppDeps } from '../../http/context';
import { limitPerAddress } from '../../http/rate-limit';
import { route } from '../../http/route';

export const CONTACT_THANKS =
  'Thank you! Your message has been sent, we will reply within 24 hours.';

export function registerContactRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, sendContactMessage, async ({ db, body, request }) => {
    await limitPerAddress(deps.db, 'contact', request.ip, deps.config.FORM_POSTS_PER_IP_PER_HOUR);
    await db.insert(contactMessages).values(body);
    return { message: CONTACT_THANKS };
  });
}
