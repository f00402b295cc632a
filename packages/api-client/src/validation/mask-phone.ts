import { isMobilePhone } from './pattern-rules';

/**
 * Hides the middle four digits of a valid mobile number (`13812345678` → `138****5678`); returns any
 * other value unchanged (SPEC §5: the original helper was misspelled and broken).
 */
export function maskPhone(value: string): string {
  return isMobilePhone(value) ? `${value.slice(0, 3)}****${value.slice(7)}` : value;
}
