import { isEmail } from './is-email';
import { isIdCard } from './is-id-card';
import { isMobilePhone } from './pattern-rules';

/** The kinds of personal data masked before a model sees a message. */
export type PersonalDataKind = 'idCard' | 'phone' | 'email' | 'name';

/** What each kind is called in the notice to the user, and the placeholder the model sees instead. */
export const PERSONAL_DATA_LABELS: Readonly<Record<PersonalDataKind, string>> = {
  idCard: '身份证号',
  phone: '手机号',
  email: '邮箱',
  name: '姓名',
};

/** The result of {@link maskPersonalData}: the masked text and the kinds found, in the order of the labels. */
export interface MaskedText {
  text: string;
  found: PersonalDataKind[];
}

/** Options of {@link maskPersonalData}. */
export interface MaskOptions {
  /** Names to hide (the user's own from the user record); names shorter than two characters are ignored. */
  names?: readonly string[] | undefined;
}

/*
 * Candidates are found by shape, then confirmed by SPEC §5's own rules (isIdCard with its check digit and
 * birth date, isMobilePhone, isEmail), so an order number or a date is not masked. The boundaries keep a
 * phone-shaped run inside a longer number (an ID card) from matching on its own; ID cards go first.
 */
const CANDIDATES: readonly {
  kind: Exclude<PersonalDataKind, 'name'>;
  pattern: RegExp;
  valid: (text: string) => boolean;
}[] = [
  { kind: 'idCard', pattern: /(?<![0-9A-Za-z])(?:\d{17}[\dXx]|\d{15})(?![0-9A-Za-z])/g, valid: isIdCard },
  {
    kind: 'email',
    pattern: /[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g,
    valid: isEmail,
  },
  {
    kind: 'phone',
    pattern: /(?<!\d)(?:\+?86[- ]?)?1[3-9]\d{9}(?!\d)/g,
    valid: (text) => isMobilePhone(text.slice(-11)),
  },
];

const placeholder = (kind: PersonalDataKind) => `[${PERSONAL_DATA_LABELS[kind]}]`;

/**
 * Replaces phone numbers, ID-card numbers, e-mail addresses and the given names with placeholders such as
 * `[手机号]`, and says which kinds were found. Pure: the server runs it before every model call, the widget
 * to tell the user what was hidden.
 */
export function maskPersonalData(text: string, options: MaskOptions = {}): MaskedText {
  const found = new Set<PersonalDataKind>();
  let masked = text;
  for (const { kind, pattern, valid } of CANDIDATES) {
    masked = masked.replace(pattern, (match) => {
      if (!valid(match)) return match;
      found.add(kind);
      return placeholder(kind);
    });
  }
  for (const name of options.names ?? []) {
    const trimmed = name.trim();
    if (Array.from(trimmed).length < 2 || !masked.includes(trimmed)) continue;
    masked = masked.split(trimmed).join(placeholder('name'));
    found.add('name');
  }
  const order = Object.keys(PERSONAL_DATA_LABELS) as PersonalDataKind[];
  return { text: masked, found: order.filter((kind) => found.has(kind)) };
}
