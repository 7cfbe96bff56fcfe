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

interface RegisteredMessages {
  sources: MessageSources;
  /** Part of every locale's messages; a deferred catalogue only once `activateMessages` asked for it. */
  active: boolean;
}

export interface RegisterOptions {
  /**
   * Load this catalogue only when `activateMessages(id)` is called (a domain's first page), not with
   * the locale: the start-up then fetches only the catalogues the first screen shows.
   */
  deferred?: boolean;
}

const registry = new Map<string, RegisteredMessages>();
const listeners = new Set<() => void>();
/** Resolved and flattened catalogues, by `id` then locale, so a reload after an activation is synchronous. */
const resolved = new Map<string, Partial<Record<Locale, FlatMessages>>>();
/** The locale last loaded: an activation fetches that language only. */
let currentLocale: Locale = 'en';

const notify = () => listeners.forEach((listener) => listener());

/**
 * Adds a package's messages. Registering the same id again replaces the earlier sources, so
 * hot reloads and repeated test set-ups do not pile up.
 */
export function registerMessages(id: string, sources: MessageSources, options: RegisterOptions = {}): void {
  registry.set(id, { sources, active: !options.deferred });
  resolved.delete(id);
  notify();
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

async function resolveFlat(id: string, entry: RegisteredMessages, locale: Locale): Promise<FlatMessages> {
  const cached = resolved.get(id)?.[locale];
  if (cached) return cached;
  const flat = flattenMessages(await resolveSource(entry.sources[locale]));
  // Registered again while loading: the newer sources win.
  if (registry.get(id) === entry) resolved.set(id, { ...resolved.get(id), [locale]: flat });
  return flat;
}

const activeEntries = () => [...registry.entries()].filter(([, entry]) => entry.active);

/** Every active catalogue's messages for one locale, flattened and merged. */
export async function loadMessages(locale: Locale): Promise<FlatMessages> {
  currentLocale = locale;
  const parts = await Promise.all(activeEntries().map(([id, entry]) => resolveFlat(id, entry, locale)));
  return Object.assign({}, ...parts);
}

/** The same as `loadMessages` when every active catalogue of `locale` is already fetched, else undefined. */
export function loadedMessages(locale: Locale): FlatMessages | undefined {
  const parts = activeEntries().map(([id]) => resolved.get(id)?.[locale]);
  return parts.every(Boolean) ? Object.assign({}, ...parts) : undefined;
}

/** Providers on screen (I18nProvider): with one, an activation resolves once it has shown the catalogue. */
let displays = 0;
/** Activations waiting for a provider to show their catalogue, by id. */
const showing = new Map<string, { shown: Promise<void>; resolve: () => void }>();

function resolveShowing(ids: Iterable<string>): void {
  for (const id of [...ids]) {
    showing.get(id)?.resolve();
    showing.delete(id);
  }
}

/** A provider that shows the messages: call when it mounts; the returned function when it unmounts. */
export function attachMessageDisplay(): () => void {
  displays += 1;
  return () => {
    displays -= 1;
    // Nobody left to show them: nothing to wait for.
    if (displays === 0) resolveShowing(showing.keys());
  };
}

/** A provider committed these messages of `locale`: the activations they include resolve. */
export function messagesShown(locale: Locale, messages: FlatMessages): void {
  const included = [...showing.keys()].filter((id) => {
    const flat = resolved.get(id)?.[locale];
    if (!flat) return false;
    const first = Object.keys(flat)[0];
    return first === undefined || first in messages;
  });
  resolveShowing(included);
}

/**
 * Makes a deferred catalogue part of the messages: fetches it in the current language, then tells
 * the provider, which merges it. Resolves once the provider shows it (at once without a provider),
 * so a page awaiting this before its first render never shows message ids, even though the
 * provider merges new messages in a transition. Unknown or active ids resolve at once.
 */
export async function activateMessages(id: string): Promise<void> {
  const pending = showing.get(id);
  if (pending) return pending.shown;
  const entry = registry.get(id);
  if (!entry || entry.active) return;
  await resolveFlat(id, entry, currentLocale);
  if (registry.get(id) !== entry || entry.active) return showing.get(id)?.shown;
  entry.active = true;
  if (displays === 0) {
    notify();
    return;
  }
  let resolve!: () => void;
  const shown = new Promise<void>((done) => (resolve = done));
  showing.set(id, { shown, resolve });
  notify();
  return shown;
}
