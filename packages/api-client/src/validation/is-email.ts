const LOCAL_PATTERN = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;
const LABEL_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * A plain ASCII address `local@domain.tld`: the local part of letters, digits and `._%+-` (at most 64,
 * no leading, trailing or double dot), dotted domain labels of letters, digits and inner hyphens (each at
 * most 63), an alphabetic top-level label of 2 or more. Quoted local parts and Unicode are refused.
 */
export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || domain.length > 253 || !LOCAL_PATTERN.test(local)) return false;
  const labels = domain.split('.');
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL_PATTERN.test(label)) &&
    /^[A-Za-z]{2,}$/.test(labels.at(-1) ?? '')
  );
}
