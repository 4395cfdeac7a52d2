import type { FastifyInstance } from 'fastify';
import { sendContactMessage } from '@shared/api/contact';
import type { AppDeps } from '../../http/context';
import { limitPerAddress } from '../../http/admission/rate-limit';
import { route } from '../../http/route';
import * as contact from './service';

export function registerContactRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, sendContactMessage, async ({ db, body, request }) => {
    await limitPerAddress(deps.db, 'contact', request.ip, deps.config.FORM_POSTS_PER_IP_PER_HOUR);
    return contact.sendContactMessage(db, body);
  });
}
