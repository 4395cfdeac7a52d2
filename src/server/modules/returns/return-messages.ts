import { forStaff } from '../../domain-error';

/** Why a return or exchange is refused: stable codes, and the texts' catalogue keys. */
export const RETURN_TEXT = {
  notDelivered: 'server_return_not_delivered',
  windowClosed: 'server_return_window_closed',
  notReturnable: 'server_return_not_returnable',
  exchangeOnly: 'server_return_exchange_only',
  sizeOutOfStock: 'server_return_size_out_of_stock',
  alreadyReturned: 'server_return_already_returned',
  notThatItem: 'server_return_not_that_item',
  photoNotFound: 'server_return_photo_not_found',
  pickupDay: 'server_return_pickup_day',
  upiNeeded: 'server_return_upi_needed',
  newSizeNeeded: 'server_return_new_size_needed',
  sameSize: 'server_return_same_size',
  // What a seller's tool reads (deciding a return): not in the shopper's catalogues.
  returnNotFound: forStaff('Return not found'),
  notReceived: forStaff('The parcel has not reached the seller yet'),
  alreadyDecided: forStaff('This return has already been decided'),
} as const;
