export { Dialog, type DialogProps } from './Dialog';
export { STAYS_INTERACTIVE_ATTRIBUTE } from './stays-interactive';
