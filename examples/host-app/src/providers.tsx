import { App as AntdApp, ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider, useSelector } from 'react-redux';
import { directionOf, selectLocale, useMessagesFor } from '@mk/i18n';
import type { AppStore } from '@mk/session';

/**
 * react-intl fed from @mk/i18n's registry: `useMessagesFor` merges every registered catalogue and
 * the ones a module page activates on its first visit (a plain IntlProvider with fixed messages
 * would show the pages' message ids). Shows nothing until the first messages are in.
 */
function HostIntl({ children }: { children: ReactNode }) {
  const locale = useSelector(selectLocale);
  const loaded = useMessagesFor(locale);
  useEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = loaded.locale;
    document.documentElement.dir = directionOf(loaded.locale);
  }, [loaded]);
  if (!loaded) return null;
  return (
    <IntlProvider locale={loaded.locale} messages={loaded.messages} defaultLocale="en">
      {children}
    </IntlProvider>
  );
}

/** antd in the store's language: direction (right to left in Arabic), its own texts, a theme. */
function HostAntd({ children }: { children: ReactNode }) {
  const locale = useSelector(selectLocale);
  return (
    <ConfigProvider direction={directionOf(locale)} locale={locale === 'ar' ? arEG : enUS} theme={{ token: { colorPrimary: '#0f766e' } }}>
      {/* antd's App: the modules notify through App.useApp() (saved, deleted, failed). */}
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

/** What every module page expects above it: the store, react-intl and antd. The router goes inside. */
export function HostProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <HostIntl>
        <HostAntd>{children}</HostAntd>
      </HostIntl>
    </Provider>
  );
}
