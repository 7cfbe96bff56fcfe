import { apiErrorCatalogue, type DomainApiError } from '@mk/contracts';
import { flattenMessages, type NestedMessages } from './messages.registry';

/**
 * What keeps an English and an Arabic catalogue from being twins: ids missing on either side, and
 * Arabic messages that are empty or carry no Arabic letter (English left untranslated). Each
 * package's translations test asserts this list is empty.
 */
export function catalogueProblems(en: NestedMessages, ar: NestedMessages): string[] {
  const english = flattenMessages(en);
  const arabic = flattenMessages(ar);
  const problems: string[] = [];
  for (const id of Object.keys(english)) if (!(id in arabic)) problems.push(`${id}: no Arabic message`);
  for (const id of Object.keys(arabic)) if (!(id in english)) problems.push(`${id}: no English message`);
  for (const [id, text] of Object.entries(arabic)) {
    if (!text.trim()) problems.push(`${id}: empty Arabic message`);
    // A message made only of placeholders, digits, symbols or names in Latin script is allowed
    // when the English one is the same text (e.g. 'English | العربية', '© {year}').
    else if (!/[\u0600-\u06FF]/.test(text) && text !== english[id]) problems.push(`${id}: Arabic message has no Arabic`);
  }
  return problems;
}

/**
 * A domain's error codes (`defineApiErrors`): the problems of their words as a catalogue, and texts
 * that need values the error envelope does not carry (`{placeholders}` belong in the server's message only).
 */
export function apiErrorProblems(errors: Record<string, DomainApiError>): string[] {
  const { en, ar } = apiErrorCatalogue(errors);
  const placeholders = Object.keys(en).filter((id) => /[{}]/.test(en[id] + ar[id])).map((id) => `${id}: the words need values the envelope does not carry`);
  return [...catalogueProblems(en, ar), ...placeholders];
}
