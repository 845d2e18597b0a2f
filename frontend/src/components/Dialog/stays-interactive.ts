/**
 * Marks a child of <body> that stays usable above an open dialog (the toasts, live announcements):
 * modal-stack.ts leaves it out of the page it makes inert. In a module of its own because the first
 * load needs it (the cart badge's announcement) and not the dialog code beside it.
 */
export const STAYS_INTERACTIVE_ATTRIBUTE = 'data-stays-interactive';
