/**
 * Id of the JSON data block in which the gateway serves a page's API answers with the page (by
 * API path, e.g. a product page's product), and from which the SPA's first render takes them.
 */
export const PAGE_ANSWERS_ID = 'page-answers';
