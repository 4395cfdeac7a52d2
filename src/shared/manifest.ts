/** The shop's name unless SHOP_NAME says otherwise (src/server/config.ts). */
export const DEFAULT_SHOP_NAME = 'Bazaar';

/**
 * The web app manifest: the build writes it with the default name, and the server answers
 * /manifest.webmanifest with the configured one (src/server/web-manifest.ts).
 */
export const webManifest = (shopName: string = DEFAULT_SHOP_NAME) => ({
  id: '/',
  name: `${shopName} - shop from sellers across India`,
  short_name: shopName,
  description:
    'Fashion, mobiles, electronics and home goods from sellers across India. Works offline.',
  lang: 'en-IN',
  dir: 'ltr' as const,
  theme_color: '#0f766e',
  background_color: '#f8fafc',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  start_url: '/?source=pwa',
  scope: '/',
  categories: ['shopping', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    { name: 'Cart', url: '/cart', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    {
      name: 'My Orders',
      url: '/dashboard/my-orders',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    {
      name: 'Wishlist',
      url: '/dashboard/my-wishlist',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.png',
      sizes: '375x812',
      type: 'image/png',
      form_factor: 'narrow' as const,
      label: 'Home on a phone',
    },
    {
      src: '/screenshots/home-wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide' as const,
      label: 'Home on a laptop',
    },
  ],
});
