import { z } from 'zod';
import { endpoint } from './endpoint';
import { messageResponse } from './common';

/** The Get in Touch form (the spec shows no path; this is it). */
export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/home/contact-message',
  auth: false,
  summary: 'Send a message to the store from the contact page',
  body: z.strictObject({
    name: z.string().trim().min(1, 'Name is required').max(100),
    email: z.email('Please enter a valid email').max(254),
    subject: z.string().trim().min(1, 'Subject is required').max(200),
    message: z.string().trim().min(1, 'Message is required').max(5000),
  }),
  response: messageResponse,
});
