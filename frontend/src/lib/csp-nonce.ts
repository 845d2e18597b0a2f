/**
 * The gateway's Content-Security-Policy allows an inline <style> element only with the nonce it
 * writes into the page. goober (react-hot-toast's styling) puts `window.__nonce__` on the one it
 * creates, so this must run before the first toast: main.tsx imports it first.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) (window as Window & { __nonce__?: string }).__nonce__ = nonce;

export {};
