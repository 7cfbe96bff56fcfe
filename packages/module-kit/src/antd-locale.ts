import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import type { Locale } from '@mk/contracts';

/*
 * antd's built-in texts (pagination, empty tables, date pickers) per language. English is antd's own
 * default and ships with it anyway; Arabic is fetched only when Arabic is chosen (issue 11).
 */
const loaded: Partial<Record<Locale, AntdLocale>> = { en: enUS };
const fetchers: Partial<Record<Locale, () => Promise<{ default: AntdLocale }>>> = {
  ar: () => import('antd/locale/ar_EG'),
};
const loading = new Map<Locale, Promise<AntdLocale>>();

/** antd's texts for a language, if already fetched. */
export function loadedAntdLocale(locale: Locale): AntdLocale | undefined {
  return loaded[locale];
}

/** Fetches antd's texts for a language once; later calls share the first fetch. */
export function loadAntdLocale(locale: Locale): Promise<AntdLocale> {
  const ready = loaded[locale];
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    const fetcher = fetchers[locale];
    if (!fetcher) return Promise.resolve(enUS);
    pending = fetcher().then(({ default: antdLocale }) => {
      loaded[locale] = antdLocale;
      return antdLocale;
    });
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  return pending;
}
