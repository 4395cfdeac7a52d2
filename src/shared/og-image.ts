/** The URL of a product's link-preview card (PNG): its price in it, so a new price is a new URL. */
export const ogImagePath = (slug: string, discountedPrice: number) =>
  `/images/og/${slug}.png?v=${discountedPrice}`;

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
