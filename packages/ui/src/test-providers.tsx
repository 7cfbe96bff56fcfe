// Test-only wrapper (not exported): @mk/ui sits below @mk/module-kit, so it cannot use renderWithProviders.
import { render, type RenderResult } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@mk/contracts';
import { flattenMessages } from '@mk/i18n';
import ar from '../translations/ar.json';
import en from '../translations/en.json';

const MESSAGES = { en: flattenMessages(en), ar: flattenMessages(ar) };

/** react-intl with @mk/ui's real catalogue, antd's direction and locale, antd App and a router. */
export function TestProviders({ children, locale = 'en' }: { children: ReactNode; locale?: Locale }) {
  return (
    <IntlProvider locale={locale} messages={MESSAGES[locale]} defaultLocale="en">
      <ConfigProvider direction={locale === 'ar' ? 'rtl' : 'ltr'} locale={locale === 'ar' ? arEG : enUS}>
        <App>
          <MemoryRouter>{children}</MemoryRouter>
        </App>
      </ConfigProvider>
    </IntlProvider>
  );
}

export function renderIn(locale: Locale, ui: ReactElement): RenderResult {
  // As a wrapper, so `rerender` keeps the providers.
  return render(ui, { wrapper: ({ children }) => <TestProviders locale={locale}>{children}</TestProviders> });
}

/** The text of a message id in a locale, so Arabic tests read the catalogue instead of repeating it. */
export function text(locale: Locale, id: string, values: Record<string, string | number> = {}): string {
  const message = MESSAGES[locale][id];
  if (message === undefined) throw new Error(`No ${locale} message ${id}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
