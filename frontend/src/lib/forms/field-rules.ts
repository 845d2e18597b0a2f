import isEmail from 'validator/es/lib/isEmail';

/*
 * Rules of the public forms (contact, custom orders) in the shop's words. Blank counts as
 * missing: the server trims every field before it checks it.
 */

/** A react-hook-form `validate` function: refused with `message` when blank after trimming. */
export const filled = (message: string) => (value: string) => value.trim() !== '' || message;

/**
 * A required e-mail address in a valid format: validator's `isEmail`, the check class-validator
 * makes on the server, so the two never disagree about an address.
 */
export const EMAIL_RULE = {
  filled: filled('Please enter your e-mail address.'),
  format: (value: string) => isEmail(value.trim()) || 'Please enter a valid e-mail address, like name@example.com.',
};
