/** The endpoint type of every operation, by name (types only: nothing here reaches a bundle). */
import type * as address from './address';
import type * as auth from './auth';
import type * as cart from './cart';
import type * as changes from './changes';
import type * as catalogue from './catalogue';
import type * as chat from './chat';
import type * as contact from './contact';
import type { Endpoint } from './endpoint';
import type * as orders from './orders';
import type * as payment from './payment';
import type * as returns from './returns';
import type * as pincode from './pincode';
import type * as push from './push';
import type * as reviews from './reviews';
import type * as wishlist from './wishlist';

/** The operations of one area file: its exports that are endpoints (not its schemas or types). */
type EndpointsOf<Area> = {
  [K in keyof Area as Area[K] extends Endpoint ? K : never]: Area[K];
};

/** Derived from the area files, so a new operation is declared there once. */
export type ApiEndpoints = EndpointsOf<typeof address> &
  EndpointsOf<typeof auth> &
  EndpointsOf<typeof cart> &
  EndpointsOf<typeof changes> &
  EndpointsOf<typeof catalogue> &
  EndpointsOf<typeof chat> &
  EndpointsOf<typeof contact> &
  EndpointsOf<typeof orders> &
  EndpointsOf<typeof payment> &
  EndpointsOf<typeof returns> &
  EndpointsOf<typeof pincode> &
  EndpointsOf<typeof push> &
  EndpointsOf<typeof reviews> &
  EndpointsOf<typeof wishlist>;
