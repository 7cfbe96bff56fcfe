import { ConfigProvider, type ThemeConfig } from 'antd';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Provider, useSelector } from 'react-redux';
import type { Locale } from '@mk/contracts';
import { directionOf, I18nProvider, isLocale, selectLocale } from '@mk/i18n';
import type { AppStore } from '@mk/session';
import { loadAntdLocale, loadedAntdLocale } from './antd-locale';
import { usePrefersReducedMotion } from './reduced-motion';

export type ThemeForLocale = (locale: Locale) => ThemeConfig;

/** antd's texts for `locale` once fetched; until then the last ones shown (none before the first). */
function useAntdLocale(locale: Locale): AntdLocale | undefined {
  const [, setFetched] = useState(0);
  const lastShown = useRef<AntdLocale | undefined>(undefined);
  const current = loadedAntdLocale(locale);
  useEffect(() => {
    if (current) return;
    let cancelled = false;
    loadAntdLocale(locale).then(
      // New texts re-render the whole screen: a transition, drawn in slices (as in I18nProvider).
      () => !cancelled && startTransition(() => setFetched((n) => n + 1)),
      (error: unknown) => console.error("Could not load antd's texts for", locale, error),
    );
    return () => {
      cancelled = true;
    };
  }, [locale, current]);
  if (current) lastShown.current = current;
  return lastShown.current;
}

/** antd follows the language whose messages are shown: direction, built-in texts, theme. */
function AntdForLocale({ theme, fallback, children }: { theme?: ThemeForLocale; fallback?: ReactNode; children: ReactNode }) {
  const { locale: shown } = useIntl();
  const locale: Locale = isLocale(shown) ? shown : 'en';
  const antdLocale = useAntdLocale(locale);
  const reducedMotion = usePrefersReducedMotion();
  if (!antdLocale) return <>{fallback}</>;
  const themed = theme?.(locale);
  return (
    <ConfigProvider
      direction={directionOf(locale)}
      locale={antdLocale}
      theme={reducedMotion ? { ...themed, token: { ...themed?.token, motion: false } } : themed}
    >
      {children}
    </ConfigProvider>
  );
}

/** Starts fetching antd's texts as soon as a language is chosen, beside its messages, so both arrive together. */
function PrefetchAntdLocale() {
  const chosen = useSelector(selectLocale);
  useEffect(() => {
    loadAntdLocale(chosen).catch(() => undefined);
  }, [chosen]);
  return null;
}

/**
 * Store, react-intl and antd's ConfigProvider, as the dashboard and every component test use
 * them. antd's `App` (needed by `useNotify`) is left to the layouts, so the login route's
 * first chunk does not carry antd's modal and notification code.
 */
export function AppProviders({
  store,
  theme,
  fallback,
  children,
}: {
  store: AppStore;
  theme?: ThemeForLocale;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <PrefetchAntdLocale />
      <I18nProvider fallback={fallback}>
        <AntdForLocale theme={theme} fallback={fallback}>
          {children}
        </AntdForLocale>
      </I18nProvider>
    </Provider>
  );
}
