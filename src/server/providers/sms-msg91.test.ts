import type { FastifyBaseLogger } from 'fastify';
import { Msg91Fake } from '../test/msg91-fake';
import { Msg91SmsProvider } from './sms-msg91';
import { otpText } from './sms';

const fake = new Msg91Fake();
let apiUrl: string;
beforeAll(async () => {
  apiUrl = await fake.start();
});
afterAll(() => fake.stop());

const lines: unknown[] = [];
const log = { error: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
const msg91 = () =>
  new Msg91SmsProvider(
    { authKey: 'auth-key-1', templateId: 'tmpl_6512ab', senderId: 'BAZAAR', apiUrl },
    log,
  );
const otp = {
  to: '9876543210',
  code: '4821',
  language: 'en' as const,
  shopName: 'Bazaar',
  host: 'shop.example.in',
};

describe('the MSG91 SMS provider', () => {
  it('sends the OTP through SendOTP with its DLT template id, the number with +91 and the auth key', async () => {
    await msg91().sendOtp(otp);
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/api/v5/otp');
    expect(Object.fromEntries(sent.query)).toMatchObject({
      template_id: 'tmpl_6512ab',
      mobile: '919876543210',
      otp: '4821',
      otp_expiry: '5',
      sender: 'BAZAAR',
    });
    expect(sent.headers.authkey).toBe('auth-key-1');
  });

  it('throws on a refusal and logs why, without the code or the whole number', async () => {
    fake.refuse = 'Invalid authkey';
    try {
      await expect(msg91().sendOtp(otp)).rejects.toThrow(/Invalid authkey/);
    } finally {
      fake.refuse = null;
    }
    const logged = JSON.stringify(lines);
    expect(logged).toContain('Invalid authkey');
    expect(logged).toContain('98******10');
    expect(logged).not.toContain('9876543210');
    expect(logged).not.toContain('4821');
  });

  it('throws when MSG91 cannot be reached', async () => {
    const down = new Msg91SmsProvider(
      { authKey: 'k', templateId: 't', senderId: 'BAZAAR', apiUrl: 'http://127.0.0.1:9' },
      log,
    );
    await expect(down.sendOtp(otp)).rejects.toThrow(/MSG91 did not send the OTP/);
  });
});

describe('the OTP text (the DLT template)', () => {
  it('ends with the WebOTP line naming the host and the code', () => {
    expect(otpText(otp)).toMatch(/^4821 is your Bazaar OTP to sign in\./);
    expect(otpText(otp).split('\n').at(-1)).toBe('@shop.example.in #4821');
  });

  it('is in Hindi for a shopper on the Hindi pages, the WebOTP line the same', () => {
    const hindi = otpText({ ...otp, language: 'hi' });
    expect(hindi).toMatch(/^4821 आपका Bazaar लॉग इन OTP है।/);
    expect(hindi.split('\n').at(-1)).toBe('@shop.example.in #4821');
  });
});

describe('the Hindi template', () => {
  it('is used for a Hindi OTP when the shop has registered one, else the English one', async () => {
    const withHindi = new Msg91SmsProvider(
      {
        authKey: 'auth-key-1',
        templateId: 'tmpl_6512ab',
        hindiTemplateId: 'tmpl_hi_77',
        senderId: 'BAZAAR',
        apiUrl,
      },
      log,
    );
    await withHindi.sendOtp({ ...otp, language: 'hi' });
    expect(fake.requests.at(-1)!.query.get('template_id')).toBe('tmpl_hi_77');
    await withHindi.sendOtp(otp);
    expect(fake.requests.at(-1)!.query.get('template_id')).toBe('tmpl_6512ab');
    await msg91().sendOtp({ ...otp, language: 'hi' });
    expect(fake.requests.at(-1)!.query.get('template_id')).toBe('tmpl_6512ab');
  });
});

describe('the MSG91 order notices', () => {
  const notice = {
    to: '9876543210',
    kind: 'shipped' as const,
    language: 'hi' as const,
    values: { order: 'ORD1', shop: 'Charminar Fashions', courier: 'Delhivery', awb: 'AWB1' },
    text: 'the whole text',
  };
  const withTemplates = () =>
    new Msg91SmsProvider(
      {
        authKey: 'auth-key-1',
        templateId: 'tmpl_6512ab',
        senderId: 'BAZAAR',
        apiUrl,
        noticeTemplates: { shipped: 'tmpl_ship', 'shipped.hi': 'tmpl_ship_hi' },
      },
      log,
    );

  it('sends a notice through the Flow API with its template in the language, values by name', async () => {
    await withTemplates().sendNotice(notice);
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe('/api/v5/flow');
    expect(sent.headers.authkey).toBe('auth-key-1');
    expect(sent.body).toEqual({
      template_id: 'tmpl_ship_hi',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', ...notice.values }],
    });
    await withTemplates().sendNotice({ ...notice, language: 'en' });
    expect((fake.requests.at(-1)!.body as { template_id: string }).template_id).toBe('tmpl_ship');
  });

  it('sends nothing for a notice without a template, and throws on a refusal', async () => {
    const before = fake.requests.length;
    await withTemplates().sendNotice({ ...notice, kind: 'delivered' });
    expect(fake.requests.length).toBe(before);
    fake.refuse = 'Template not approved';
    try {
      await expect(withTemplates().sendNotice(notice)).rejects.toThrow(/Template not approved/);
    } finally {
      fake.refuse = null;
    }
    expect(JSON.stringify(lines)).not.toContain('9876543210');
  });
});
