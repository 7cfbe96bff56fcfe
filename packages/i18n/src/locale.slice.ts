import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { SUPPORTED_LOCALES, type Locale } from '@mk/contracts';

/** localStorage key that remembers the chosen language across visits. */
export const LOCALE_STORAGE_KEY = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The remembered locale, or English when none (or an unknown one) is stored. */
export function storedLocale(): Locale {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : 'en';
  } catch {
    // Storage can be unavailable (privacy mode); the app still works in English.
    return 'en';
  }
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

export const localeSlice = createSlice({
  name: 'locale',
  initialState: (): Locale => storedLocale(),
  reducers: {
    setLocale: (_state, action: PayloadAction<Locale>) => action.payload,
  },
});

export const { setLocale } = localeSlice.actions;

export interface LocaleRootState {
  locale: Locale;
}

export const selectLocale = (state: LocaleRootState): Locale => state.locale;

/**
 * The user's language choice: remembered for the next visit, then applied. Only a choice is
 * written; starting the app never writes, so it cannot overwrite what another tab just chose.
 */
export function switchLocale(locale: Locale) {
  return (dispatch: Dispatch) => {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Not remembered when storage is unavailable; the switch still works for this visit.
    }
    dispatch(setLocale(locale));
  };
}
