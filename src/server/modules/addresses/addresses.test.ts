import { createTestApp, registerCustomer, rowCount, type TestApp } from '../../test/test-app';
import { ADDRESS_NOT_FOUND } from './service';
import { english } from '@shared/said';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = {
  name: 'Asha Verma',
  address: 'Flat 12, Lake View Apartments',
  phonenumber: '9876543210',
  alternatephonenumber: '9123456780',
  pincode: '500034',
  state: 'Telangana',
  cityDistTown: 'Hyderabad',
  landmark: 'Near KBR Park',
  locality: 'Banjara Hills',
  typeOfAddress: 'Home',
};
const save = (headers: Record<string, string>, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/home/customer/web_add_address',
    headers,
    payload: body,
  });
const list = async (headers: Record<string, string>) =>
  (await t.app.inject({ url: '/api/home/customer/get_all_address_web', headers })).json().addresses;

describe('addresses', () => {
  it('adds (the first is the default), edits, marks default and deletes', async () => {
    const { id, headers } = await registerCustomer(t.app);
    const first = (await save(headers, { ...home, userId: id, defaultAddress: false })).json()
      .address;
    expect(first).toMatchObject({
      name: 'Asha Verma',
      defaultAddress: true,
      typeOfAddress: 'Home',
      userInfo: id,
    });
    const work = (
      await save(headers, {
        ...home,
        address: 'Cyber Towers, HITEC City',
        typeOfAddress: 'Work',
        userId: id,
      })
    ).json().address;
    expect(work.defaultAddress).toBe(false);

    const edited = await save(headers, {
      ...home,
      landmark: 'Opposite the mosque',
      userId: id,
      addressId: first._id,
      defaultAddress: true,
    });
    expect(edited.json().address).toMatchObject({
      _id: first._id,
      landmark: 'Opposite the mosque',
    });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/home/customer/markDefaultAddress/${work._id}`,
      headers,
      payload: { defaultAddress: true },
    });
    const afterMark = await list(headers);
    expect(
      afterMark.map((a: { _id: string; defaultAddress: boolean }) => [a._id, a.defaultAddress]),
    ).toEqual([
      [work._id, true],
      [first._id, false],
    ]);
    const def = (
      await t.app.inject({ url: '/api/home/customer/get_default_address', headers })
    ).json();
    expect(def.defaultAddress._id).toBe(work._id);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/home/customer/delete_address/${work._id}?userId=${id}`,
      headers,
    });
    const remaining = await list(headers);
    expect(remaining).toHaveLength(1);
    expect(remaining[0]).toMatchObject({ _id: first._id, defaultAddress: true });
  });

  it('defaults the type to Home', async () => {
    const { id, headers } = await registerCustomer(t.app);
    const { typeOfAddress: _t, ...noType } = home;
    expect((await save(headers, { ...noType, userId: id })).json().address.typeOfAddress).toBe(
      'Home',
    );
  });

  it.each([
    [{ pincode: '012345' }, /pincode must be 6 digits, not starting with 0/],
    [{ pincode: '50003' }, /pincode/],
    [{ state: 'Atlantis' }, /state must be an Indian state or union territory/],
    [{ phonenumber: '987654321' }, /phonenumber must be a 10-digit mobile number/],
    [{ phonenumber: '5876543210' }, /phonenumber/],
    [{ alternatephonenumber: '98765abcde' }, /alternatephonenumber/],
    [{ landmark: '  ' }, /landmark is required/],
    [{ typeOfAddress: 'Office' }, /typeOfAddress/],
  ])('refuses %j, storing nothing', async (change, message) => {
    const { id, headers } = await registerCustomer(t.app);
    const before = await rowCount(t.db, 'addresses');
    const res = await save(headers, { ...home, ...change, userId: id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await rowCount(t.db, 'addresses')).toBe(before);
  });

  it("never touches another shopper's addresses", async () => {
    const alice = await registerCustomer(t.app);
    const bob = await registerCustomer(t.app);
    const mine = (await save(alice.headers, { ...home, userId: alice.id })).json().address;
    expect((await save(bob.headers, { ...home, userId: alice.id })).statusCode).toBe(403);
    const edit = await save(bob.headers, {
      ...home,
      name: 'Mallory',
      userId: bob.id,
      addressId: mine._id,
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().error).toBe(english(ADDRESS_NOT_FOUND));
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/home/customer/delete_address/${mine._id}`,
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/home/customer/markDefaultAddress/${mine._id}`,
          headers: bob.headers,
          payload: { defaultAddress: true },
        })
      ).statusCode,
    ).toBe(404);
    expect((await list(alice.headers))[0]).toMatchObject({ name: 'Asha Verma' });
    expect(await list(bob.headers)).toEqual([]);
  });

  it('10 saves at once (some asking to be the default) all succeed and leave exactly one default', async () => {
    const { id, headers } = await registerCustomer(t.app);
    const saves = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        save(headers, {
          ...home,
          address: `House ${i + 1}, MG Road`,
          userId: id,
          defaultAddress: i % 2 === 0,
        }),
      ),
    );
    expect(saves.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const saved = await list(headers);
    expect(saved).toHaveLength(10);
    expect(saved.filter((a: { defaultAddress: boolean }) => a.defaultAddress)).toHaveLength(1);
  });
});
