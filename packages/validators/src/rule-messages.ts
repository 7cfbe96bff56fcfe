import type { MessageDescriptor } from './descriptor';

/** A rule's message a domain owns: its id, its English words (also the server's text) and its Arabic ones. */
export interface DomainRuleMessage {
  id: string;
  en: string;
  ar: string;
}

/**
 * A domain's rule messages, declared with both languages in its package (ARCHITECTURE.md, "Adding a
 * domain"), as the react-intl descriptors its yup rules fail with: the server answers their English.
 */
export function defineRuleMessages<const Keys extends string>(messages: Record<Keys, DomainRuleMessage>): Record<Keys, MessageDescriptor> {
  const entries = Object.entries(messages) as Array<[Keys, DomainRuleMessage]>;
  return Object.fromEntries(entries.map(([key, message]) => [key, { id: message.id, defaultMessage: message.en }])) as Record<Keys, MessageDescriptor>;
}

/** The same messages as react-intl catalogues, for the domain's pages. */
export function ruleMessageCatalogue(messages: Record<string, DomainRuleMessage>): { en: Record<string, string>; ar: Record<string, string> } {
  const entries = Object.values(messages);
  return {
    en: Object.fromEntries(entries.map((message) => [message.id, message.en])),
    ar: Object.fromEntries(entries.map((message) => [message.id, message.ar])),
  };
}
