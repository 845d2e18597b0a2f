/** The SPA's public routes without an id (frontend/src/app/AppRoutes.tsx); product pages are reached from the lists. */
const PUBLIC_PAGES = [
  '/',
  '/bouquets',
  '/boxes',
  '/keychain',
  '/occasions',
  '/custom-orders',
  '/contact',
  '/about',
  '/delivery',
  '/policy',
] as const;

/** Pages no crawler needs: the administration, a customer's own orders, e-mailed status links. */
const PRIVATE_PAGES = ['/admin', '/orders', '/order-status'] as const;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The API stays crawlable: a crawler that renders the SPA needs its JSON and images. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemaps.org 0.9 */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(`${origin}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
