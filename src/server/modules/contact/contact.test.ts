import { createTestApp, rowCount, type TestApp } from '../../test/test-app';
import { CONTACT_THANKS } from './service';
import { said } from '@shared/said';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/home/contact-message', payload });

describe('contact form', () => {
  it('stores the message and thanks the sender', async () => {
    const res = await send({
      name: 'Meena',
      email: 'meena@example.in',
      subject: 'Order query',
      message: 'Where is my parcel?',
    });
    expect(res.json()).toEqual(said(CONTACT_THANKS));
    expect(await rowCount(t.db, 'contact_messages')).toBe(1);
  });

  it.each([
    [{ name: '', email: 'a@example.in', subject: 's', message: 'm' }, /Name is required/],
    [{ name: 'A', email: 'nope', subject: 's', message: 'm' }, /valid email/],
    [{ name: 'A', email: 'a@example.in', subject: 's', message: '   ' }, /Message is required/],
  ])('refuses %j, storing nothing', async (payload, message) => {
    const before = await rowCount(t.db, 'contact_messages');
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await rowCount(t.db, 'contact_messages')).toBe(before);
  });
});
