import type { Product, Variation } from '@shared/api/catalogue';
import { isPinCode } from '@shared/rules/account-facts';
import { undeliverableReason, useDeliveryPin, useDeliveryPromise } from './delivery-pin';
import { DeliveryBox } from './delivery-box';
import { PurchaseBox } from './purchase-box';

/** Where it goes and when it arrives, then the buttons, which refuse a PIN it cannot reach. */
export function BuyingBox({
  product,
  variation,
}: {
  product: Product;
  variation: Variation | undefined;
}) {
  const [pincode, choose] = useDeliveryPin();
  const delivery = useDeliveryPromise(pincode, product._id);
  const promise = isPinCode(pincode) ? delivery.data : undefined;
  return (
    <>
      <DeliveryBox
        pincode={pincode}
        promise={promise}
        failed={delivery.isError}
        onChoose={choose}
        returnable={product.returnable}
      />
      <PurchaseBox
        product={product}
        variation={variation}
        undeliverable={undeliverableReason(promise)}
      />
    </>
  );
}
