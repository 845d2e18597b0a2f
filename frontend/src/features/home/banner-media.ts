/**
 * The home banner's files (public/media, paths under the site's base). The poster is the home
 * page's largest first paint: the build names it for `/` (vite.config.ts), so the gateway has the
 * page fetch it beside the entry script.
 */
export const BANNER_POSTER = 'media/home-banner-poster.webp';
export const BANNER_VIDEO = 'media/home-banner.webm';
