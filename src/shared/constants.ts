/** Business constants of the spec (section 9) and the decisions taken where it is silent. */

/** Orders whose items total is above this many rupees ship free (footer promise). */
export const FREE_SHIPPING_ABOVE = 799;
/** Shipping fee per seller in an order; the spec's buy-now fee, applied per seller part. */
export const SHIPPING_FEE_PER_SELLER = 85;

/**
 * How long an unpaid order holds its stock; the payment screen counts down what is left of it
 * (decisions.md "Payment"), not a window that starts again on each visit.
 */
export const ORDER_HOLD_SECONDS = 15 * 60;

/** The products one read of the sellers' delivery dates may name (a cart groups fewer sellers). */
export const MAX_DELIVERY_PRODUCTS = 50;
export const PAYMENT_POLL_INTERVAL_MS = 1000;
export const QR_SIZE = 256;

export const MOBILE_DIGITS = 10;
export const OTP_DIGITS = 4;
export const TOKEN_COOKIE = 'customerToken';
export const SESSION_DAYS = 7;

/** The client's page size until the server supplies parPage. */
export const DEFAULT_PAR_PAGE = 4;
/** The page size the server chooses for query-products. */
export const SERVER_PAR_PAGE = 12;
export const DEFAULT_PRICE_RANGE = { low: 0, high: 100 } as const;
export const PRICE_SLIDER_STEP = 5;

export const REVIEW_PAGE_SIZE = 10;
export const MY_ORDERS_PAGE_SIZE = 5;
export const DASHBOARD_RECENT_ORDERS_PAGE_SIZE = 5;
export const PAGE_BUTTONS = 5;

export const SUGGESTION_MAX_CHARS = 30;
/** How many suggestions of each kind the server answers. */
export const SUGGESTION_LIMIT = 6;
export const SEARCH_OVERLAY_BREAKPOINT_PX = 1024;

export const HOME_BANNER_AUTOPLAY_MS = 3000;
export const HOME_BANNER_SPEED_MS = 800;
export const CATEGORY_STRIP_AUTOPLAY_MS = 1500;
export const ADS_BANNER_HEIGHT_PX = 250;
export const FOOTER_TOP_CATEGORIES = 5;

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 3;

export const MAX_REQUEST_BYTES = 1024 * 1024;
export const MAX_SEARCH_CHARS = 100;

/** query-products sort orders. */
export const SORT_PRICES = ['low-to-high', 'high-to-low'] as const;

export const ORDER_STATUSES = ['pending', 'placed', 'cancelled', 'success'] as const;
export const ORDER_STATUS_FILTERS = ['all', 'placed', 'pending', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['paid', 'not paid'] as const;
export const ADDRESS_TYPES = ['Home', 'Work', 'Other'] as const;
export const BANNER_TARGET_TYPES = ['ads', 'product', 'category'] as const;

/** The 28 states and 8 union territories, for the address form. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** The longest chat message, in characters after trimming; REST and socket share the rule. */
export const CHAT_MESSAGE_MAX = 1000;
/** The largest chat picture, in bytes (JPEG, PNG or WebP, judged by content on the server). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
