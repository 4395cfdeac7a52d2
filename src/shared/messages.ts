import { INVALID_TOKEN, OFFLINE, SOMETHING_WRONG } from './first-view-messages';

/** User-visible texts of the spec, word for word, and the server's own messages. */
export const messages = {
  invalidMobile: 'Please enter a valid 10-digit mobile number',
  invalidOtp: 'Please enter the 4-digit OTP',
  profileRequired: 'Name and Email are required',
  phoneIncorrect: 'Phone number incorrect!',
  fillRequired: 'Please fill all required fields',
  selectAddress: 'Select address to place order',
  outOfStock: 'Out of stock',
  somethingWrong: SOMETHING_WRONG,
  offline: OFFLINE,
  paymentInitFailed: 'Payment initiation failed',
  invalidToken: INVALID_TOKEN,
  noProducts: 'No Products Found',
  emptyCart: 'Your cart is empty.',
  noRecentOrders: 'No recent orders found.',
  noOrders: 'No orders found.',
  noItems: 'No Items Found',
  orderPlaced: 'Order Placed Successfully!',
  paymentFailed: 'Payment Failed',
  paymentFailedText:
    "We couldn't complete your transaction. Don't worry, your money is safe. Please try again.",
  loading: 'loading...',
  refundStarted: 'Payment received after the order expired; a refund has been started',
  offlineNotSaved: "You're offline. This page hasn't been saved on this device yet.",
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsDiffer: 'The new passwords do not match',
  enterCoupon: 'Enter a coupon code',
  chooseRating: 'Please choose a rating',
  reviewRequired: 'Review text is required',
  pictureTooLarge: 'Pictures can be at most 5 MB',
  needsNetwork: "You're offline. This needs a connection; what you typed is kept.",
  orderNeedsNetwork:
    "You're offline. Placing an order needs a connection; your cart is kept as it is.",
  couponNeedsNetwork: 'Checking a coupon needs a connection.',
  paymentNeedsNetwork:
    "You're offline. Paying needs a connection; your order is kept and you can pay it from My Orders once you're back online.",
  productNotFound: 'Product not found',
  productGone: 'This product is no longer available.',
  categoryNotFound: 'Category not found',
  categoryGone: 'The shop has no such category.',
  cartSyncing:
    'Your latest cart changes are still reaching the server; Place Order waits for them.',
} as const;
