import { maskPersonalData, PERSONAL_DATA_LABELS, type PersonalDataKind } from '@edu/api-client';

/**
 * The kinds of personal data in a conversation's user messages that the server masks before the model sees
 * them (the same rule as the server's, from @edu/api-client), in the labels' order.
 */
export function maskedKindsIn(
  messages: readonly { role: string; content: string }[],
  names: readonly string[],
): PersonalDataKind[] {
  const found = new Set<PersonalDataKind>();
  for (const message of messages) {
    if (message.role !== 'user') continue;
    for (const kind of maskPersonalData(message.content, { names }).found) found.add(kind);
  }
  return (Object.keys(PERSONAL_DATA_LABELS) as PersonalDataKind[]).filter((kind) => found.has(kind));
}

/** The notice shown once per conversation: what was hidden from the model. */
export function maskedNotice(kinds: readonly PersonalDataKind[]): string {
  return `为保护隐私，发给AI模型前已隐去：${kinds.map((kind) => PERSONAL_DATA_LABELS[kind]).join('、')}`;
}
