import { setLocale } from '@mk/i18n';
import { createAppStore } from '@mk/session';
import { arabicFontsLoading, followLocaleFonts } from './locale-fonts';

const mockArabicFontsRequested = jest.fn();
jest.mock('./locale-ar', () => {
  mockArabicFontsRequested();
  return {};
});

describe('the Arabic font', () => {
  it('is not requested while the dashboard is in English, then once when the user switches to Arabic', async () => {
    const store = createAppStore({ user: null, locale: 'en', realtime: false });
    followLocaleFonts(store);
    store.dispatch(setLocale('en'));
    // The import starts synchronously on a switch to Arabic, so none started means none will.
    expect(arabicFontsLoading()).toBeUndefined();
    expect(mockArabicFontsRequested).not.toHaveBeenCalled();

    store.dispatch(setLocale('ar'));
    const loading = arabicFontsLoading();
    expect(loading).toBeDefined();
    await loading;
    expect(mockArabicFontsRequested).toHaveBeenCalledTimes(1);

    store.dispatch(setLocale('en'));
    store.dispatch(setLocale('ar'));
    expect(arabicFontsLoading()).toBe(loading);
    await arabicFontsLoading();
    expect(mockArabicFontsRequested).toHaveBeenCalledTimes(1);
  });
});
