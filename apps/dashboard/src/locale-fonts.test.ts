import { waitFor } from '@testing-library/react';
import { setLocale } from '@mk/i18n';
import { createAppStore } from '@mk/session';
import { followLocaleFonts } from './locale-fonts';

const mockArabicFontsRequested = jest.fn();
jest.mock('./locale-ar', () => {
  mockArabicFontsRequested();
  return {};
});

/** Lets any dynamic import already started settle (they resolve within the current task's microtasks). */
const settleImports = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the Arabic font', () => {
  it('is not requested while the dashboard is in English, then once when the user switches to Arabic', async () => {
    const store = createAppStore({ user: null, locale: 'en', realtime: false });
    followLocaleFonts(store);
    store.dispatch(setLocale('en'));
    await settleImports();
    expect(mockArabicFontsRequested).not.toHaveBeenCalled();

    store.dispatch(setLocale('ar'));
    await waitFor(() => expect(mockArabicFontsRequested).toHaveBeenCalledTimes(1));
    store.dispatch(setLocale('en'));
    store.dispatch(setLocale('ar'));
    await settleImports();
    expect(mockArabicFontsRequested).toHaveBeenCalledTimes(1);
  });
});
