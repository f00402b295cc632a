// GB 11643-1999: weights of the first 17 digits, and the check character for each remainder mod 11.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The GB 11643 check character of the first 17 digits. */
export function idCardCheckCharacter(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARACTERS[sum % 11] ?? '';
}

/**
 * A resident ID number: 18 characters (17 digits, then the GB 11643 check digit or 'X'/'x') with a real
 * birth date in positions 7-14, or the old 15-digit form (birth date YYMMDD in 19xx). The area code is
 * checked only for shape (first digit 1-9).
 */
export function isIdCard(value: string): boolean {
  if (/^[1-9]\d{16}[\dXx]$/.test(value)) {
    const birth = value.slice(6, 14);
    const year = Number(birth.slice(0, 4));
    if (year < 1800 || !isRealDate(year, Number(birth.slice(4, 6)), Number(birth.slice(6, 8)))) return false;
    return idCardCheckCharacter(value.slice(0, 17)) === value.charAt(17).toUpperCase();
  }
  if (/^[1-9]\d{14}$/.test(value)) {
    return isRealDate(1900 + Number(value.slice(6, 8)), Number(value.slice(8, 10)), Number(value.slice(10, 12)));
  }
  return false;
}
