import { ConfigProvider, type ThemeConfig } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Provider } from 'react-redux';
import type { Locale } from '@mk/contracts';
import { directionOf, I18nProvider, isLocale } from '@mk/i18n';
import type { AppStore } from '@mk/session';

export type ThemeForLocale = (locale: Locale) => ThemeConfig;

/** antd follows the language whose messages are shown: direction, built-in texts, theme. */
function AntdForLocale({ theme, children }: { theme?: ThemeForLocale; children: ReactNode }) {
  const { locale: shown } = useIntl();
  const locale: Locale = isLocale(shown) ? shown : 'en';
  return (
    <ConfigProvider direction={directionOf(locale)} locale={locale === 'ar' ? arEG : enUS} theme={theme?.(locale)}>
      {children}
    </ConfigProvider>
  );
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
      <I18nProvider fallback={fallback}>
        <AntdForLocale theme={theme}>{children}</AntdForLocale>
      </I18nProvider>
    </Provider>
  );
}
