import { VALIDATION_MESSAGES } from '../messages';
import { isEmail } from './is-email';
import { isIdCard } from './is-id-card';
import { isUrl } from './is-url';
import {
  isAccount,
  isChinese,
  isDigits,
  isMobilePhone,
  isNonNegativeInteger,
  isOneDecimal,
  isPassword,
  isPhoneOrLandline,
  isPositiveInteger,
} from './pattern-rules';

/** A form rule: the message to show, or undefined when the value passes. Framework-agnostic. */
export type FormRule = (value: string | number | null | undefined) => string | undefined;

/** Each rule's check and its message. */
export const FORM_RULE_CHECKS = {
  url: [isUrl, VALIDATION_MESSAGES.url],
  digits: [isDigits, VALIDATION_MESSAGES.digits],
  mobilePhone: [isMobilePhone, VALIDATION_MESSAGES.mobilePhone],
  phoneOrLandline: [isPhoneOrLandline, VALIDATION_MESSAGES.phoneOrLandline],
  email: [isEmail, VALIDATION_MESSAGES.email],
  nonNegativeInteger: [isNonNegativeInteger, VALIDATION_MESSAGES.nonNegativeInteger],
  positiveInteger: [isPositiveInteger, VALIDATION_MESSAGES.positiveInteger],
  oneDecimal: [isOneDecimal, VALIDATION_MESSAGES.oneDecimal],
  chinese: [isChinese, VALIDATION_MESSAGES.chinese],
  idCard: [isIdCard, VALIDATION_MESSAGES.idCard],
  password: [isPassword, VALIDATION_MESSAGES.password],
  account: [isAccount, VALIDATION_MESSAGES.account],
} as const satisfies Record<string, readonly [(value: string) => boolean, string]>;

/** The name of a form rule. */
export type FormRuleKind = keyof typeof FORM_RULE_CHECKS;

/** Options of {@link createFormRule}. */
export interface FormRuleOptions {
  /** An empty value fails with '必填项不能为空' instead of passing. Default false. */
  required?: boolean | undefined;
  /** Replaces the rule's message. */
  message?: string | undefined;
}

function textOf(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** A rule that fails with '必填项不能为空' when the value is empty or blank. */
export function requiredRule(message: string = VALIDATION_MESSAGES.required): FormRule {
  return (value) => (textOf(value) === '' ? message : undefined);
}

/**
 * A rule for one SPEC §5 check. The value is trimmed first; an empty value passes unless `required`
 * (SPEC §5: "Optional empty passes"); otherwise the check's message, e.g. 'URL地址不合法', is returned.
 */
export function createFormRule(kind: FormRuleKind, options: FormRuleOptions = {}): FormRule {
  const [check, defaultMessage] = FORM_RULE_CHECKS[kind];
  return (value) => {
    const text = textOf(value);
    if (text === '') return options.required ? VALIDATION_MESSAGES.required : undefined;
    return check(text) ? undefined : (options.message ?? defaultMessage);
  };
}
