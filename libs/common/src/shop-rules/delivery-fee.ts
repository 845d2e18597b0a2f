/** The flat home-delivery charge in US dollars (SPEC §9): the checkout shows it, the server charges it. */
export const DELIVERY_FEE = 10;
