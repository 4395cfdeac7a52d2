import { m } from '@shared/i18n/paraglide/messages.js';
import { messages, serverMessages } from '@shared/messages';

/**
 * The server writes its messages in English (`serverMessages`); a page in another language shows
 * them in its own. Loaded only by such a page, on its first server message (tab-api-client.ts), so
 * an English page never downloads this table.
 */

// Every server message has its translation: a new one without it fails the type-check.
const SERVER: Record<keyof typeof serverMessages, () => string> = {
  registered: m.server_registered,
  loggedIn: m.server_logged_in,
  loggedOut: m.server_logged_out,
  profileUpdated: m.server_profile_updated,
  passwordChanged: m.server_password_changed,
  passwordSet: m.server_password_set,
  otpSent: m.server_otp_sent,
  otpVerified: m.server_otp_verified,
  reviewAdded: m.server_review_added,
  emailTaken: m.server_email_taken,
  badCredentials: m.server_bad_credentials,
  wrongOldPassword: m.server_wrong_old_password,
  oldPasswordRequired: m.server_old_password_required,
  loginRequired: m.server_login_required,
  sessionExpired: m.server_session_expired,
  forbidden: m.server_forbidden,
  otpWrong: m.server_otp_wrong,
  otpExpired: m.server_otp_expired,
  otpLocked: m.server_otp_locked,
  otpCooldown: m.server_otp_cooldown,
  otpTooMany: m.server_otp_too_many,
  otpNumberLocked: m.server_otp_number_locked,
  otpSendFailed: m.server_otp_send_failed,
  loginLocked: m.server_login_locked,
  tooManyRequests: m.server_too_many_requests,
  tooManyCouponChecks: m.server_too_many_coupon_checks,
  passwordTooLong: m.server_password_too_long,
  crossSite: m.server_cross_site,
  signupExpired: m.server_signup_expired,
  mobileTaken: m.server_mobile_taken,
  mobileAlreadySet: m.server_mobile_already_set,
  mobileAdded: m.server_mobile_added,
  alreadyReviewed: m.server_already_reviewed,
  productNotFound: m.server_product_not_found,
  categoryNotFound: m.server_category_not_found,
  subcategoryNotFound: m.server_subcategory_not_found,
  notFound: m.server_not_found,
  bodyTooLarge: m.server_body_too_large,
  malformedJson: m.server_malformed_json,
  addedToCart: m.server_added_to_cart,
  quantityUpdated: m.server_quantity_updated,
  removedFromCart: m.server_removed_from_cart,
  cartEmptied: m.server_cart_emptied,
  addedToWishlist: m.server_added_to_wishlist,
  alreadyInWishlist: m.server_already_in_wishlist,
  removedFromWishlist: m.server_removed_from_wishlist,
  cartLineNotFound: m.server_cart_line_not_found,
  wishlistItemNotFound: m.server_wishlist_item_not_found,
  variationMismatch: m.server_variation_mismatch,
  notSellersProduct: m.server_not_sellers_product,
  sizeUnavailable: m.server_size_unavailable,
  quantityBelowOne: m.server_quantity_below_one,
  idempotencyMismatch: m.server_idempotency_mismatch,
  idempotencyInFlight: m.server_idempotency_in_flight,
  searchBusy: m.server_search_busy,
};

// The client's own texts that also travel as errors (its offline and fallback texts, and those
// the server writes in the same words, such as 'Out of stock').
const CLIENT: Partial<Record<keyof typeof messages, () => string>> = {
  invalidMobile: m.account_invalid_mobile,
  invalidOtp: m.account_invalid_otp,
  profileRequired: m.account_profile_required,
  phoneIncorrect: m.account_phone_incorrect,
  fillRequired: m.account_fill_required,
  selectAddress: m.checkout_select_address,
  outOfStock: m.account_out_of_stock,
  somethingWrong: m.account_something_wrong,
  offline: m.account_offline,
  paymentInitFailed: m.payment_init_failed,
  invalidToken: m.account_invalid_token,
  emptyCart: m.account_empty_cart,
  passwordTooShort: m.account_password_too_short,
  passwordsDiffer: m.account_passwords_differ,
  enterCoupon: m.checkout_enter_coupon,
  pictureTooLarge: m.chat_picture_too_large,
  productNotFound: m.account_product_not_found,
  productGone: m.account_product_gone,
};

// Texts the server writes with a value inside (a coupon's code, an amount; see the server's
// orders/coupons.ts), matched whole.
const WITH_VALUES: [RegExp, (found: string[]) => string][] = [
  [/^Unknown coupon code (\S+)$/, ([, code = '']) => m.server_coupon_unknown({ code })],
  [/^The coupon (\S+) has expired$/, ([, code = '']) => m.server_coupon_expired({ code })],
  [
    /^Add items worth (₹[\d,]+) more to use (\S+)$/,
    ([, amount = '', code = '']) => m.server_coupon_min_order({ amount, code }),
  ],
  [/^You have already used the coupon (\S+)$/, ([, code = '']) => m.server_coupon_used({ code })],
  [/^Only (\d+) left in stock$/, ([, count = '']) => m.server_only_left({ count })],
  [
    /^The price of (.+) has changed to (₹[\d,]+); please review your cart$/,
    ([, name = '', price = '']) => m.server_price_changed({ name, price }),
  ],
  [
    /^(\S+) applied: you save (₹[\d,]+)$/,
    ([, code = '', amount = '']) => m.server_coupon_applied({ code, amount }),
  ],
];

// Texts the server keeps beside its modules rather than in serverMessages (payment, chat
// pictures, sign-in), in the same words.
const OTHER: [string, () => string][] = [
  ['This order is already paid', m.server_order_already_paid],
  ['This order was cancelled and can no longer be paid', m.server_order_cancelled],
  ['The time to pay for this order has run out; please order again', m.server_order_expired],
  [
    'This part of the order has left the seller and can no longer be cancelled; you can return it after delivery',
    m.server_already_shipped,
  ],
  [
    'Too many payment attempts for this order; please pay with the one already open',
    m.server_too_many_payment_attempts,
  ],
  ['Pictures must be JPEG, PNG or WebP', m.server_pictures_only],
  ['Too many pictures today, try again tomorrow', m.server_too_many_pictures],
  ['Wait for your last picture to finish sending, then try again', m.server_one_upload_at_a_time],
  ['The shop is receiving many pictures, please try again in a few seconds', m.server_many_uploads],
  ['Too many messages, slow down', m.server_too_many_messages],
  ['Choose a picture to send', m.server_choose_picture],
  ['Send one picture at a time', m.server_one_picture],
  ['Too many sign-in attempts, try again later', m.server_sign_in_attempts],
  ['this variation is no longer sold', m.server_variation_gone],
  // Returns and exchanges (server: modules/returns/return-messages.ts).
  ['This part of the order has not been delivered yet', m.server_return_not_delivered],
  ['The 7 days to return this order have passed', m.server_return_window_closed],
  ['This item cannot be returned', m.server_return_not_returnable],
  ['An exchange is only for a defective or damaged item', m.server_return_exchange_only],
  ['That size is not in stock', m.server_return_size_out_of_stock],
  ['More units than are left to return', m.server_return_already_returned],
  ["An item named is not in this seller's part of the order", m.server_return_not_that_item],
  ['A photo named was not sent in this chat', m.server_return_photo_not_found],
  ['Choose one of the pickup days offered', m.server_return_pickup_day],
  ['Enter the UPI id the refund should go to', m.server_return_upi_needed],
  ['Choose the new size for each item', m.server_return_new_size_needed],
  ['Choose a size other than the one delivered', m.server_return_same_size],
];

/** English text -> its message, built on first use (the language is known by then). */
let byEnglish: Map<string, () => string> | undefined;

function table(): Map<string, () => string> {
  if (byEnglish) return byEnglish;
  byEnglish = new Map();
  for (const [key, say] of Object.entries(CLIENT))
    byEnglish.set(messages[key as keyof typeof messages], say);
  for (const [key, say] of Object.entries(SERVER))
    byEnglish.set(serverMessages[key as keyof typeof serverMessages], say);
  for (const [english, say] of OTHER) byEnglish.set(english, say);
  return byEnglish;
}

/** The server's (or the client's) English text in the page's language; unknown text as it came. */
export function inPageLanguage(english: string): string {
  const say = table().get(english);
  if (say) return say();
  for (const [pattern, withValues] of WITH_VALUES) {
    const found = pattern.exec(english);
    if (found) return withValues(found);
  }
  // 'Silk Saree: Only 2 left in stock': a product's name, then a text of the table.
  const named = /^(.+): ([^:]+)$/.exec(english);
  if (named) {
    const rest = inPageLanguage(named[2]!);
    if (rest !== named[2]) return `${named[1]}: ${rest}`;
  }
  return english;
}
