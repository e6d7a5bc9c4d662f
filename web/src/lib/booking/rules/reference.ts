// A reference the guest can read out over the phone: no 0/O, 1/I/L look-alikes.
// PocketBase takes a guest's request only with one of these (it is in the staff e-mail's subject).
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERENCE_PREFIX = "BK-";
export const REFERENCE_LENGTH = 6;
export const REFERENCE_PATTERN = new RegExp(`^${REFERENCE_PREFIX}[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
