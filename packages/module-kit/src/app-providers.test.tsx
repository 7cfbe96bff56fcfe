import { act, screen } from '@testing-library/react';
import { Empty, theme } from 'antd';
import { setLocale } from '@mk/i18n';
import { renderWithProviders } from './testing';

describe("antd's built-in texts follow the language", () => {
  it('shows them in Arabic, right to left, once Arabic is chosen, and in English after switching back', async () => {
    const { store, container } = renderWithProviders(<Empty />, { locale: 'ar' });
    expect(await screen.findByText('لا توجد بيانات', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(container.querySelector('.ant-empty-rtl')).not.toBeNull();

    act(() => {
      store.dispatch(setLocale('en'));
    });
    expect(await screen.findByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(container.querySelector('.ant-empty-rtl')).toBeNull();
  });

  it('shows English texts without waiting for any Arabic ones', async () => {
    renderWithProviders(<Empty />, { locale: 'en' });
    expect(await screen.findByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});

describe("antd's motion follows the user's reduced-motion setting", () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  function MotionProbe() {
    const { token } = theme.useToken();
    return <p>{token.motion ? 'animated' : 'still'}</p>;
  }

  const systemPrefers = (reduce: boolean) => {
    window.matchMedia = (query: string) =>
      ({ ...originalMatchMedia(query), matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList;
  };

  it('turns antd motion off when the system asks for less motion', async () => {
    systemPrefers(true);
    renderWithProviders(<MotionProbe />, { locale: 'en' });
    expect(await screen.findByText('still')).toBeInTheDocument();
  });

  it('keeps antd motion otherwise', async () => {
    systemPrefers(false);
    renderWithProviders(<MotionProbe />, { locale: 'en' });
    expect(await screen.findByText('animated')).toBeInTheDocument();
  });
});
