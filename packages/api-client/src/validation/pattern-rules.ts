/**
 * The single-pattern rules of SPEC §5. Each takes the raw string and does not trim: a form trims before
 * validating if it wants to.
 */

/** ASCII digits only, at least one. */
export function isDigits(value: string): boolean {
  return /^\d+$/.test(value);
}

/** A mainland mobile number: 11 digits, '1' then 3-9 (SPEC §5). */
export function isMobilePhone(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}

/**
 * A mobile number or a landline: optional area code (0 + 2-3 digits, optionally followed by '-'),
 * 7-8 digits, optional '-' extension of 1-6 digits.
 */
export function isPhoneOrLandline(value: string): boolean {
  return isMobilePhone(value) || /^(?:0\d{2,3}-?)?[1-9]\d{6,7}(?:-\d{1,6})?$/.test(value);
}

/** 0 or a positive integer without leading zeros. */
export function isNonNegativeInteger(value: string): boolean {
  return /^(?:0|[1-9]\d*)$/.test(value);
}

/** A positive integer without leading zeros. */
export function isPositiveInteger(value: string): boolean {
  return /^[1-9]\d*$/.test(value);
}

/** A non-negative number with at most one decimal place ('3', '3.5', '0.1'; not '3.', '.5', '3.25'). */
export function isOneDecimal(value: string): boolean {
  return /^(?:0|[1-9]\d*)(?:\.\d)?$/.test(value);
}

/** Chinese characters (Han script) only, at least one; no spaces, letters or punctuation. */
export function isChinese(value: string): boolean {
  return /^\p{Script=Han}+$/u.test(value);
}

/** 8-16 characters of letters, digits or '@', with at least one letter and one digit (SPEC §5). */
export function isPassword(value: string): boolean {
  return /^[A-Za-z0-9@]{8,16}$/.test(value) && /[A-Za-z]/.test(value) && /\d/.test(value);
}

/** ASCII letters and digits only, at least one. */
export function isAccount(value: string): boolean {
  return /^[A-Za-z0-9]+$/.test(value);
}
