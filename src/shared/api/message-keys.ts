/**
 * Every text an answer of the API may carry, named by its key in the message catalogues
 * (messages/*.json): an answer says `messageKey` and `messageParams` beside its `message` (or
 * its `error`), and each side writes the text from the catalogue in its own language. The
 * English lives once, in messages/en.json; `../said.test.ts` fails when a key here is missing
 * from a catalogue or left untranslated. No zod here: the tab's API client reads `keyedText`.
 */
export const messageKeys = [
  'server_registered',
  'server_logged_in',
  'server_logged_out',
  'server_profile_updated',
  'server_password_changed',
  'server_password_set',
  'server_otp_sent',
  'server_otp_verified',
  'server_review_added',
  'server_email_taken',
  'server_bad_credentials',
  'server_wrong_old_password',
  'server_old_password_required',
  'server_login_required',
  'server_session_expired',
  'server_forbidden',
  'server_otp_wrong',
  'server_otp_expired',
  'server_otp_locked',
  'server_otp_cooldown',
  'server_otp_too_many',
  'server_otp_number_locked',
  'server_otp_send_failed',
  'server_login_locked',
  'server_too_many_requests',
  'server_too_many_coupon_checks',
  'server_password_too_long',
  'server_cross_site',
  'server_signup_expired',
  'server_mobile_taken',
  'server_mobile_already_set',
  'server_mobile_added',
  'server_already_reviewed',
  'server_product_not_found',
  'server_category_not_found',
  'server_subcategory_not_found',
  'server_not_found',
  'server_body_too_large',
  'server_malformed_json',
  'server_added_to_cart',
  'server_quantity_updated',
  'server_removed_from_cart',
  'server_cart_emptied',
  'server_added_to_wishlist',
  'server_already_in_wishlist',
  'server_removed_from_wishlist',
  'server_cart_line_not_found',
  'server_wishlist_item_not_found',
  'server_variation_mismatch',
  'server_not_sellers_product',
  'server_size_unavailable',
  'server_quantity_below_one',
  'server_idempotency_mismatch',
  'server_idempotency_in_flight',
  'server_search_busy',
  'server_coupon_unknown',
  'server_coupon_expired',
  'server_coupon_min_order',
  'server_coupon_used',
  'server_coupon_applied',
  'server_order_already_paid',
  'server_order_cancelled',
  'server_order_expired',
  'server_already_shipped',
  'server_too_many_payment_attempts',
  'server_pictures_only',
  'server_too_many_pictures',
  'server_one_upload_at_a_time',
  'server_many_uploads',
  'server_too_many_messages',
  'server_chat_sign_in',
  'server_chat_cross_site',
  'server_chat_too_many_connections',
  'server_chat_not_your_account',
  'server_chat_not_your_message',
  'server_chat_sellers_only',
  'server_chat_failed',
  'server_choose_picture',
  'server_one_picture',
  'server_sign_in_attempts',
  'server_only_left',
  'server_price_changed',
  'server_variation_gone',
  'server_return_not_delivered',
  'server_return_window_closed',
  'server_return_not_returnable',
  'server_return_exchange_only',
  'server_return_size_out_of_stock',
  'server_return_already_returned',
  'server_return_not_that_item',
  'server_return_photo_not_found',
  'server_return_pickup_day',
  'server_return_upi_needed',
  'server_return_new_size_needed',
  'server_return_same_size',
  'server_address_added',
  'server_address_updated',
  'server_address_deleted',
  'server_default_address_updated',
  'server_order_placed',
  'server_other_sellers_product',
  'server_named_variation_gone',
  'server_named_out_of_stock',
  'server_named_only_left',
  'server_order_not_found',
  'server_cod_not_available',
  'server_order_on_delivery',
  'server_no_invoice',
  'server_no_credit_note',
  'server_order_already_cancelled',
  'server_cancel_whole',
  'server_not_that_sellers_part',
  'server_pin_not_found',
  'server_push_service_refused',
  'server_seller_not_found',
  'server_picture_not_found',
  'server_address_not_found',
  'server_invoices_busy',
  'account_offline',
  'account_something_wrong',
  'account_invalid_token',
  'account_empty_cart',
  'account_out_of_stock',
  'pages_contact_thanks',
  'payment_init_failed',
  'chat_picture_too_large',
] as const;

export type MessageKey = (typeof messageKeys)[number];

/** A text's values (a coupon's code, an amount already written in rupees, a product's name). */
export type MessageParams = Record<string, string | number>;

/**
 * A text as it travels to a screen: its words, and its key and values when it has them (an
 * answer's `message`, an error's; a framework's text has no key and shows as it came).
 */
export interface KeyedText {
  message: string;
  messageKey?: MessageKey;
  messageParams?: MessageParams;
}

/** The text an answer (or an error's body: `error`) carries, with its key and values if any. */
export function keyedText(body: unknown, fallback: KeyedText): KeyedText {
  const { message, error, messageKey, messageParams } = (body ?? {}) as {
    message?: unknown;
    error?: unknown;
    messageKey?: MessageKey;
    messageParams?: MessageParams;
  };
  const words = typeof message === 'string' ? message : typeof error === 'string' ? error : null;
  if (words === null) return fallback;
  return {
    message: words,
    ...(messageKey && { messageKey }),
    ...(messageParams && { messageParams }),
  };
}
