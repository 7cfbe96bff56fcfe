import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
import { I18nProvider } from './i18n.provider';
import { localeSlice, switchLocale } from './locale.slice';
import { activateMessages, registerMessages } from './messages.registry';

registerMessages('demo', { en: { demo: { hello: 'Hello' } }, ar: { demo: { hello: 'مرحبا' } } });

function renderDemo() {
  const store = configureStore({ reducer: { locale: localeSlice.reducer } });
  render(
    <Provider store={store}>
      <I18nProvider>
        <FormattedMessage id="demo.hello" />
      </I18nProvider>
    </Provider>,
  );
  return store;
}

describe('I18nProvider', () => {
  beforeEach(() => localStorage.clear());

  it('switches language at once, sets <html lang dir> and remembers the choice', async () => {
    const store = renderDemo();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    act(() => {
      store.dispatch(switchLocale('ar'));
    });
    expect(await screen.findByText('مرحبا')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('locale')).toBe('ar');
  });

  it('does not write the language on start, so a choice made elsewhere is not overwritten', async () => {
    renderDemo();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBeNull();
  });

  it('starts in the remembered language', async () => {
    localStorage.setItem('locale', 'ar');
    renderDemo();
    expect(await screen.findByText('مرحبا')).toBeInTheDocument();
  });

  it('shows a deferred catalogue on the first render of what waited for its activation, never its ids', async () => {
    registerMessages('page', { en: async () => ({ default: { page: { title: 'Page title' } } }), ar: { page: { title: 'عنوان' } } }, { deferred: true });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const PageTitle = () => <FormattedMessage id="page.title" />;
    function LazyPage() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        activateMessages('page').then(() => setReady(true));
      }, []);
      return ready ? <PageTitle /> : null;
    }
    const store = configureStore({ reducer: { locale: localeSlice.reducer } });
    render(
      <Provider store={store}>
        <I18nProvider>
          <LazyPage />
        </I18nProvider>
      </Provider>,
    );
    expect(await screen.findByText('Page title')).toBeInTheDocument();
    expect(screen.queryByText('page.title')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
