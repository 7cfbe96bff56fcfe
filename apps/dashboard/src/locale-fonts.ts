import type { Locale } from '@mk/contracts';
import { selectLocale } from '@mk/i18n';
import type { AppStore } from '@mk/session';

let arabicFonts: Promise<unknown> | undefined;

/** The Arabic font's faces are fetched only once Arabic is shown (issue 11); English never loads them. */
export function loadLocaleFonts(locale: Locale): void {
  if (locale === 'ar') arabicFonts ??= import('./locale-ar');
}

/** The Arabic faces' import once it has started (tests wait on it rather than on time). */
export const arabicFontsLoading = (): Promise<unknown> | undefined => arabicFonts;

/** Loads the fonts of the chosen language now and whenever the user switches. */
export function followLocaleFonts(store: AppStore): void {
  loadLocaleFonts(selectLocale(store.getState()));
  store.subscribe(() => loadLocaleFonts(selectLocale(store.getState())));
}
