import { QueryClient } from '@tanstack/react-query';
import { get } from 'idb-keyval';
import { databases, deviceStore, QUERY_CACHE_KEY } from '@shared/device-storage';
import { sellersDeliveryQueryOptions } from '@/lib/delivery-dates';
import { pinPlaceQueryOptions } from '@/lib/pin-place';
import { forgetShopper, saveNow } from '@/lib/query-client';
import { testApi } from '@/test/render';
import { deliveryQueryOptions } from './delivery-pin';

const PRODUCT = '10000000-0000-4000-8000-000000000001';
const savedCopy = () => get<string>(QUERY_CACHE_KEY, deviceStore(databases.queryCache));

describe('the PINs a shopper typed', () => {
  it("leave the device with the shopper: the delivery dates asked for, the cart's, and the address lookups", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(deliveryQueryOptions(testApi, '560001', PRODUCT).queryKey, {
      pincode: '560001',
    } as never);
    queryClient.setQueryData(pinPlaceQueryOptions(testApi, '560001').queryKey, null);
    queryClient.setQueryData(sellersDeliveryQueryOptions(testApi, '560002', [PRODUCT]).queryKey, {
      pincode: '560002',
    } as never);
    await saveNow(queryClient);
    expect(await savedCopy()).toContain('560001');
    expect(await savedCopy()).toContain('560002');

    await forgetShopper(queryClient);

    expect(await savedCopy()).not.toContain('560001');
    expect(await savedCopy()).not.toContain('560002');
  });
});
