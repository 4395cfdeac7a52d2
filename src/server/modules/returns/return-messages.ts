/** Why a return or exchange is refused: stable codes, these texts (translated by the page). */
export const RETURN_TEXT = {
  notDelivered: 'This part of the order has not been delivered yet',
  windowClosed: 'The 7 days to return this order have passed',
  notReturnable: 'This item cannot be returned',
  exchangeOnly: 'An exchange is only for a defective or damaged item',
  sizeOutOfStock: 'That size is not in stock',
  alreadyReturned: 'More units than are left to return',
  notThatItem: "An item named is not in this seller's part of the order",
  photoNotFound: 'A photo named was not sent in this chat',
  pickupDay: 'Choose one of the pickup days offered',
  upiNeeded: 'Enter the UPI id the refund should go to',
  newSizeNeeded: 'Choose the new size for each item',
  sameSize: 'Choose a size other than the one delivered',
  returnNotFound: 'Return not found',
  notReceived: 'The parcel has not reached the seller yet',
  alreadyDecided: 'This return has already been decided',
} as const;
