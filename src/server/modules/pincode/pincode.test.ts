import { createTestApp, rowCount, type TestApp } from '../../test/test-app';
import { PIN_NOT_FOUND } from './service';
import { english } from '@shared/said';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const lookUp = (pin: string) => t.app.inject({ method: 'GET', url: `/api/pincode/${pin}` });

describe('the PIN directory', () => {
  it("holds every PIN of India Post's 2015 directory", async () => {
    expect(await rowCount(t.db, 'pin_codes')).toBe(19097);
  });

  it("answers a PIN's district, state and post offices, cacheable by anyone", async () => {
    const res = await lookUp('400001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const place = res.json();
    expect(place).toMatchObject({ pincode: '400001', district: 'Mumbai', state: 'Maharashtra' });
    expect(place.postOffices).toContain('Stock Exchange');
  });

  it.each([
    // Telangana since 2014; the 2015 copy still said Andhra Pradesh.
    ['500001', 'Telangana', 'Hyderabad'],
    ['506001', 'Telangana', 'Warangal'],
    ['520001', 'Andhra Pradesh', 'Krishna'],
    ['507130', 'Andhra Pradesh', 'East Godavari'],
    // Ladakh since 2019, split from Jammu and Kashmir.
    ['194101', 'Ladakh', 'Leh'],
    ['194103', 'Ladakh', 'Kargil'],
    ['190001', 'Jammu and Kashmir', 'Srinagar'],
    // One union territory since 2020.
    ['396210', 'Dadra and Nagar Haveli and Daman and Diu', 'Daman'],
    ['362520', 'Dadra and Nagar Haveli and Daman and Diu', 'Diu'],
    ['396240', 'Dadra and Nagar Haveli and Daman and Diu', 'Dadra & Nagar Haveli'],
    ['744101', 'Andaman and Nicobar Islands', 'South Andaman'],
    ['781001', 'Assam', 'Kamrup'],
  ])('files %s under %s (%s), as it is today', async (pin, state, district) => {
    expect((await lookUp(pin)).json()).toMatchObject({ state, district });
  });

  it('names every state of a PIN that crosses a border, the one of most offices first', async () => {
    const place = (await lookUp('396230')).json();
    expect(place.states).toEqual(['Dadra and Nagar Haveli and Daman and Diu', 'Gujarat']);
  });

  it('answers 404 with its own message for a PIN no post office has', async () => {
    const res = await lookUp('999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: english(PIN_NOT_FOUND) });
  });

  it.each(['50001', '050001', '5000011', 'abcdef'])('refuses %s as no PIN at all', async (pin) => {
    const res = await lookUp(pin);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });
});
