import type { KeyedText, MessageKey, MessageParams } from './api/message-keys';
import { m } from './i18n/paraglide/messages.js';
import { baseLocale, type Locale } from './i18n/locales';

/**
 * The catalogue's message of every key an answer may carry (`api/message-keys.ts`): the server
 * writes an answer's text with it in the request's language, the tab (loading this module when
 * it first shows one) in the page's. A key without its message here fails the type-check.
 */
const TEXTS = {
  server_registered: m.server_registered,
  server_logged_in: m.server_logged_in,
  server_logged_out: m.server_logged_out,
  server_profile_updated: m.server_profile_updated,
  server_password_changed: m.server_password_changed,
  server_password_set: m.server_password_set,
  server_otp_sent: m.server_otp_sent,
  server_otp_verified: m.server_otp_verified,
  server_review_added: m.server_review_added,
  server_email_taken: m.server_email_taken,
  server_bad_credentials: m.server_bad_credentials,
  server_wrong_old_password: m.server_wrong_old_password,
  server_old_password_required: m.server_old_password_required,
  server_login_required: m.server_login_required,
  server_session_expired: m.server_session_expired,
  server_forbidden: m.server_forbidden,
  server_otp_wrong: m.server_otp_wrong,
  server_otp_expired: m.server_otp_expired,
  server_otp_locked: m.server_otp_locked,
  server_otp_cooldown: m.server_otp_cooldown,
  server_otp_too_many: m.server_otp_too_many,
  server_otp_number_locked: m.server_otp_number_locked,
  server_otp_send_failed: m.server_otp_send_failed,
  server_login_locked: m.server_login_locked,
  server_too_many_requests: m.server_too_many_requests,
  server_too_many_coupon_checks: m.server_too_many_coupon_checks,
  server_password_too_long: m.server_password_too_long,
  server_cross_site: m.server_cross_site,
  server_signup_expired: m.server_signup_expired,
  server_mobile_taken: m.server_mobile_taken,
  server_mobile_already_set: m.server_mobile_already_set,
  server_mobile_added: m.server_mobile_added,
  server_already_reviewed: m.server_already_reviewed,
  server_product_not_found: m.server_product_not_found,
  server_category_not_found: m.server_category_not_found,
  server_subcategory_not_found: m.server_subcategory_not_found,
  server_not_found: m.server_not_found,
  server_body_too_large: m.server_body_too_large,
  server_malformed_json: m.server_malformed_json,
  server_added_to_cart: m.server_added_to_cart,
  server_quantity_updated: m.server_quantity_updated,
  server_removed_from_cart: m.server_removed_from_cart,
  server_cart_emptied: m.server_cart_emptied,
  server_added_to_wishlist: m.server_added_to_wishlist,
  server_already_in_wishlist: m.server_already_in_wishlist,
  server_removed_from_wishlist: m.server_removed_from_wishlist,
  server_cart_line_not_found: m.server_cart_line_not_found,
  server_wishlist_item_not_found: m.server_wishlist_item_not_found,
  server_variation_mismatch: m.server_variation_mismatch,
  server_not_sellers_product: m.server_not_sellers_product,
  server_size_unavailable: m.server_size_unavailable,
  server_quantity_below_one: m.server_quantity_below_one,
  server_idempotency_mismatch: m.server_idempotency_mismatch,
  server_idempotency_in_flight: m.server_idempotency_in_flight,
  server_search_busy: m.server_search_busy,
  server_coupon_unknown: m.server_coupon_unknown,
  server_coupon_expired: m.server_coupon_expired,
  server_coupon_min_order: m.server_coupon_min_order,
  server_coupon_used: m.server_coupon_used,
  server_coupon_applied: m.server_coupon_applied,
  server_order_already_paid: m.server_order_already_paid,
  server_order_cancelled: m.server_order_cancelled,
  server_order_expired: m.server_order_expired,
  server_already_shipped: m.server_already_shipped,
  server_too_many_payment_attempts: m.server_too_many_payment_attempts,
  server_pictures_only: m.server_pictures_only,
  server_too_many_pictures: m.server_too_many_pictures,
  server_one_upload_at_a_time: m.server_one_upload_at_a_time,
  server_many_uploads: m.server_many_uploads,
  server_too_many_messages: m.server_too_many_messages,
  server_chat_sign_in: m.server_chat_sign_in,
  server_chat_cross_site: m.server_chat_cross_site,
  server_chat_too_many_connections: m.server_chat_too_many_connections,
  server_chat_not_your_account: m.server_chat_not_your_account,
  server_chat_not_your_message: m.server_chat_not_your_message,
  server_chat_sellers_only: m.server_chat_sellers_only,
  server_chat_failed: m.server_chat_failed,
  server_choose_picture: m.server_choose_picture,
  server_one_picture: m.server_one_picture,
  server_sign_in_attempts: m.server_sign_in_attempts,
  server_only_left: m.server_only_left,
  server_price_changed: m.server_price_changed,
  server_variation_gone: m.server_variation_gone,
  server_return_not_delivered: m.server_return_not_delivered,
  server_return_window_closed: m.server_return_window_closed,
  server_return_not_returnable: m.server_return_not_returnable,
  server_return_exchange_only: m.server_return_exchange_only,
  server_return_size_out_of_stock: m.server_return_size_out_of_stock,
  server_return_already_returned: m.server_return_already_returned,
  server_return_not_that_item: m.server_return_not_that_item,
  server_return_photo_not_found: m.server_return_photo_not_found,
  server_return_pickup_day: m.server_return_pickup_day,
  server_return_upi_needed: m.server_return_upi_needed,
  server_return_new_size_needed: m.server_return_new_size_needed,
  server_return_same_size: m.server_return_same_size,
  server_address_added: m.server_address_added,
  server_address_updated: m.server_address_updated,
  server_address_deleted: m.server_address_deleted,
  server_default_address_updated: m.server_default_address_updated,
  server_order_placed: m.server_order_placed,
  server_other_sellers_product: m.server_other_sellers_product,
  server_named_variation_gone: m.server_named_variation_gone,
  server_named_out_of_stock: m.server_named_out_of_stock,
  server_named_only_left: m.server_named_only_left,
  server_order_not_found: m.server_order_not_found,
  server_cod_not_available: m.server_cod_not_available,
  server_order_on_delivery: m.server_order_on_delivery,
  server_no_invoice: m.server_no_invoice,
  server_no_credit_note: m.server_no_credit_note,
  server_order_already_cancelled: m.server_order_already_cancelled,
  server_cancel_whole: m.server_cancel_whole,
  server_not_that_sellers_part: m.server_not_that_sellers_part,
  server_pin_not_found: m.server_pin_not_found,
  server_push_service_refused: m.server_push_service_refused,
  server_seller_not_found: m.server_seller_not_found,
  server_picture_not_found: m.server_picture_not_found,
  server_address_not_found: m.server_address_not_found,
  server_invoices_busy: m.server_invoices_busy,
  account_offline: m.account_offline,
  account_something_wrong: m.account_something_wrong,
  account_invalid_token: m.account_invalid_token,
  account_empty_cart: m.account_empty_cart,
  account_out_of_stock: m.account_out_of_stock,
  pages_contact_thanks: m.pages_contact_thanks,
  payment_init_failed: m.payment_init_failed,
  chat_picture_too_large: m.chat_picture_too_large,
} as const satisfies Record<MessageKey, (...args: never[]) => string>;

type Texts = typeof TEXTS;
/** The values a key's text takes; `undefined` for a text without any. */
export type ParamsOf<K extends MessageKey> = Parameters<Texts[K]>[0];
/** The keys whose text takes no values: said by their key alone. */
export type PlainKey = {
  [K in MessageKey]: undefined extends ParamsOf<K> ? K : never;
}[MessageKey];

/** A text as an answer carries it: in words, and by its key and values. */
export interface Said extends KeyedText {
  messageKey: MessageKey;
}

type Render = (inputs: MessageParams, options: { locale?: Locale }) => string;

/** The text of a key in `locale` (without one: the language the page or the render runs in). */
export function textOf(key: MessageKey, params?: MessageParams, locale?: Locale): string {
  return (TEXTS[key] as unknown as Render)(params ?? {}, locale ? { locale } : {});
}

/** `said('server_coupon_unknown', { code })`: the text in English until an answer's language writes it. */
export function said<K extends MessageKey>(
  key: K,
  ...params: undefined extends ParamsOf<K> ? [] : [NonNullable<ParamsOf<K>>]
): Said {
  const values = params[0] as MessageParams | undefined;
  return {
    message: textOf(key, values, baseLocale),
    messageKey: key,
    ...(values && { messageParams: values }),
  };
}

/** The same text in another language (the request's, the page's). */
export const inLanguage = (text: Said, locale?: Locale): Said => ({
  ...text,
  message: textOf(text.messageKey, text.messageParams, locale),
});

/** A key's English text: what tests and logs compare with. */
export const english = (key: MessageKey, params?: MessageParams): string =>
  textOf(key, params, baseLocale);
