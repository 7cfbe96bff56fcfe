import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useSelector } from 'react-redux';
import type { Locale } from '@mk/contracts';
import { directionOf, selectLocale } from './locale.slice';
import { attachMessageDisplay, loadedMessages, loadMessages, messagesShown, onMessagesRegistered, type FlatMessages } from './messages.registry';

interface Loaded {
  locale: Locale;
  messages: FlatMessages;
}

/**
 * Loads and merges the registered messages of a locale. While a new locale loads, the previous
 * one stays, so IntlProvider never pairs a locale with the other language's messages.
 */
export function useMessagesFor(locale: Locale): Loaded | undefined {
  const [loaded, setLoaded] = useState<Loaded>();
  const [version, setVersion] = useState(0);
  const localeRef = useRef(locale);
  localeRef.current = locale;

  // A catalogue activated for a page is already fetched and merged at once. Anything not yet fetched
  // goes through the load below. New messages re-render every translated component, the whole
  // screen: as a transition React draws that in slices instead of one long task (issue 11, Total
  // Blocking Time). `activateMessages` resolves only once the merged messages are shown (the effect
  // below), so what waited for its catalogue never renders before it.
  useEffect(() => attachMessageDisplay(), []);
  useEffect(() => {
    if (loaded) messagesShown(loaded.locale, loaded.messages);
  }, [loaded]);
  useEffect(
    () =>
      onMessagesRegistered(() => {
        const messages = loadedMessages(localeRef.current);
        startTransition(() => {
          if (messages) setLoaded({ locale: localeRef.current, messages });
          else setVersion((v) => v + 1);
        });
      }),
    [],
  );

  useEffect(() => {
    let cancelled = false;
    loadMessages(locale).then(
      (messages) => {
        if (!cancelled) startTransition(() => setLoaded({ locale, messages }));
      },
      (error: unknown) => console.error('Could not load messages for', locale, error),
    );
    return () => {
      cancelled = true;
    };
  }, [locale, version]);

  return loaded;
}

/** Syncs `<html lang dir>`. (The choice is remembered by `switchLocale`, when the user makes it.) */
function useDocumentLocale(locale: Locale | undefined): void {
  useEffect(() => {
    if (!locale) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);
}

/**
 * react-intl for the store's locale. Renders `fallback` until the first messages arrive, so no
 * screen flashes message ids.
 */
export function I18nProvider({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const locale = useSelector(selectLocale);
  const loaded = useMessagesFor(locale);
  useDocumentLocale(loaded?.locale);
  if (!loaded) return <>{fallback}</>;
  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

