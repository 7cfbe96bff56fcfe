import type { Locale } from '@mk/contracts';

/** Nested translation JSON as written in `translations/<locale>.json`. */
export interface NestedMessages {
  [key: string]: string | NestedMessages;
}
export type FlatMessages = Record<string, string>;

type JsonModule = NestedMessages | { default: NestedMessages };
/** A locale's messages: the JSON itself or a loader such as `() => import('../translations/en.json')`. */
export type MessageSource = NestedMessages | (() => Promise<JsonModule>);
export type MessageSources = Record<Locale, MessageSource>;

const registry = new Map<string, MessageSources>();
const listeners = new Set<() => void>();

/**
 * Adds a package's messages. Registering the same id again replaces the earlier sources, so
 * hot reloads and repeated test set-ups do not pile up.
 */
export function registerMessages(id: string, sources: MessageSources): void {
  registry.set(id, sources);
  listeners.forEach((listener) => listener());
}

export function registeredMessageIds(): string[] {
  return [...registry.keys()];
}

/** Called whenever the registry changes (the provider reloads the current locale). */
export function onMessagesRegistered(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `{ clinics: { nav: 'Clinics' } }` becomes `{ 'clinics.nav': 'Clinics' }`. */
export function flattenMessages(nested: NestedMessages, prefix = ''): FlatMessages {
  const flat: FlatMessages = {};
  for (const [key, value] of Object.entries(nested)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[id] = value;
    else Object.assign(flat, flattenMessages(value, id));
  }
  return flat;
}

async function resolveSource(source: MessageSource): Promise<NestedMessages> {
  const loaded: JsonModule = typeof source === 'function' ? await source() : source;
  // A dynamic import of JSON yields `{ default: json }` in bundlers and in jest.
  return 'default' in loaded && typeof loaded.default === 'object' ? loaded.default : (loaded as NestedMessages);
}

/** Every registered package's messages for one locale, flattened and merged. */
export async function loadMessages(locale: Locale): Promise<FlatMessages> {
  const parts = await Promise.all([...registry.values()].map((sources) => resolveSource(sources[locale])));
  return Object.assign({}, ...parts.map((part) => flattenMessages(part)));
}
