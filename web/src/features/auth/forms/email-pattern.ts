/** x@y.z, as §5 asks of the e-mail fields (the legacy server checks the same pattern). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
