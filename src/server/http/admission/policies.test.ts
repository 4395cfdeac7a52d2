import Fastify from 'fastify';
import * as auth from '@shared/api/auth';
import * as catalogue from '@shared/api/catalogue';
import * as chat from '@shared/api/chat';
import * as telemetry from '@shared/api/telemetry';
import { ShopMetrics } from '../../observability/shop-metrics';
import { countAdmissionRefusals, countRefusal } from './admission-metrics';
import { ADMISSION_POLICIES, policyOfRoute } from './policies';

describe('the admission policies', () => {
  it('name every operation the issue lists, and more', () => {
    expect(Object.keys(ADMISSION_POLICIES)).toEqual(
      expect.arrayContaining([
        'login',
        'otp',
        'search',
        'render',
        'uploads',
        'previews',
        'invoices',
        'client-reports',
      ]),
    );
  });

  it("find a request's policy by the contract's method and path, not the URL", () => {
    expect(policyOfRoute('POST', `/api${auth.login.path}`)).toBe('login');
    expect(policyOfRoute('POST', `/api${auth.mobileAuth.path}`)).toBe('otp');
    expect(policyOfRoute('GET', `/api${catalogue.queryProducts.path}`)).toBe('search');
    expect(policyOfRoute('HEAD', `/api${catalogue.getSearchSuggestions.path}`)).toBe('search');
    expect(policyOfRoute('POST', `/api${chat.sendImageToSeller.path}`)).toBe('uploads');
    expect(policyOfRoute('POST', `/api${telemetry.reportVitals.path}`)).toBe('client-reports');
    expect(policyOfRoute('GET', '/api/generate-invoice/:orderId')).toBe('invoices');
    expect(policyOfRoute('GET', '/images/og/:file')).toBe('previews');
    expect(policyOfRoute('GET', '/images/:kind/:file')).toBe('pictures');
  });

  it('admit nothing else by a policy of its own', () => {
    // The same path with another method is another operation.
    expect(policyOfRoute('GET', `/api${auth.login.path}`)).toBeUndefined();
    expect(policyOfRoute('GET', '/api/home/query-products?searchValue=kurti')).toBeUndefined();
    expect(policyOfRoute('GET', undefined)).toBeUndefined();
  });
});

describe('the refusals series', () => {
  async function shop() {
    const app = Fastify();
    const metrics = new ShopMetrics();
    countAdmissionRefusals(app, metrics);
    app.post(`/api${auth.login.path}`, async (_request, reply) => reply.code(429).send({}));
    app.get(`/api${catalogue.queryProducts.path}`, async (_r, reply) => reply.code(503).send({}));
    app.get('/api/not-admitted', async (_request, reply) => reply.code(429).send({}));
    app.post(`/api${auth.register.path}`, async (request, reply) => {
      countRefusal(metrics, request, 'load');
      return reply.code(503).send({});
    });
    await app.ready();
    const refusals = async () =>
      Object.fromEntries(
        (await metrics.admissionRefusals.get()).values.map((v) => [v.labels.policy, v.value]),
      );
    return { app, refusals };
  }

  it("counts each 429 and 503 under its route's policy, once", async () => {
    const { app, refusals } = await shop();
    await app.inject({ method: 'POST', url: `/api${auth.login.path}` });
    await app.inject({ method: 'POST', url: `/api${auth.login.path}` });
    await app.inject({ url: '/api/home/query-products?searchValue=kurti' });
    await app.inject({ url: '/api/not-admitted' });
    // Counted where it was refused (load shedding), not again under the route's policy.
    await app.inject({ method: 'POST', url: `/api${auth.register.path}` });
    expect(await refusals()).toEqual({ login: 2, search: 1, load: 1 });
    await app.close();
  });
});
