/** Cache key of the admin's custom order list. */
export const customOrderKeys = {
  all: () => ['admin-custom-orders'] as const,
};
