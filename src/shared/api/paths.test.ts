import * as address from './address';
import * as auth from './auth';
import * as cart from './cart';
import * as changes from './changes';
import * as catalogue from './catalogue';
import * as chat from './chat';
import * as contact from './contact';
import * as orders from './orders';
import * as payment from './payment';
import * as pincode from './pincode';
import * as push from './push';
import * as reviews from './reviews';
import * as returns from './returns';
import * as wishlist from './wishlist';
import { paths } from './paths';

const areas = {
  address,
  auth,
  cart,
  changes,
  catalogue,
  chat,
  contact,
  orders,
  payment,
  pincode,
  push,
  reviews,
  returns,
  wishlist,
};

describe('the operations table the bundles get', () => {
  it('has every endpoint of the area files under its export name, with its method, path and auth', () => {
    const declared = Object.values(areas)
      .flatMap((area) => Object.entries(area))
      .filter(([, value]) => typeof value === 'object' && value !== null && 'response' in value)
      .map(([name, e]) => [name, { method: e.method, path: e.path, auth: e.auth }] as const);
    expect(Object.keys(paths).sort()).toEqual(declared.map(([name]) => name).sort());
    for (const [name, route] of declared) expect(paths[name as keyof typeof paths]).toEqual(route);
  });

  it('is plain data: nothing in it is a schema', () => {
    expect(JSON.parse(JSON.stringify(paths))).toEqual(paths);
    expect(paths.addToCart).toEqual({
      method: 'POST',
      path: '/home/product/add-to-card',
      auth: true,
    });
  });
});
