import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { pdfApi, useOpenPdf } from './pdf';
import { fakeServer, ok, testStore } from './test-kit';

const URL_OF_O1 = '/api/pdf-creator/pdf/o1?sig=u.mac&exp=100';

describe('pdf endpoints', () => {
  it('asks for a signed PDF link with POST pdf-creator/link/{id} and gives its url', async () => {
    const sent = fakeServer(() => ok({ url: URL_OF_O1, expires_in: 60 }));
    const link = await testStore().dispatch(pdfApi.endpoints.createPdfLink.initiate('o1')).unwrap();
    expect(sent.map((request) => [request.method, request.path])).toEqual([['POST', '/api/pdf-creator/link/o1']]);
    expect(link).toEqual({ url: URL_OF_O1, expires_in: 60 });
  });
});

describe('useOpenPdf', () => {
  /** A browser tab as window.open gives it: where it was sent, whether it was closed. */
  const fakeTab = () => ({ opener: window as Window | null, location: { href: 'about:blank' }, close: jest.fn() });
  let open: jest.SpyInstance;
  afterEach(() => open.mockRestore());

  function renderOpenPdf() {
    const store = testStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return renderHook(() => useOpenPdf(), { wrapper }).result;
  }

  it('opens a tab at once, within the click, and sends it to the signed link when it arrives', async () => {
    const tab = fakeTab();
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let answer: () => void = () => undefined;
    const linkSent = new Promise<void>((resolve) => (answer = resolve));
    const sent = fakeServer(() => ok({ url: URL_OF_O1, expires_in: 60 }));
    const fetchNow = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await linkSent;
      return fetchNow(...args);
    }) as typeof fetch;
    const result = renderOpenPdf();

    let opened: Promise<void> = Promise.resolve();
    act(() => {
      opened = result.current.openPdf('o1');
    });
    // Before any answer: the tab is already open (a pop-up blocker allows it), cut from its opener.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('about:blank');
    await waitFor(() => expect(result.current.isOpening).toBe(true));

    answer();
    await act(() => opened);
    expect(sent.map((request) => [request.method, request.path])).toEqual([['POST', '/api/pdf-creator/link/o1']]);
    // In the page's language (English here).
    expect(tab.location.href).toBe(`${URL_OF_O1}&lang=en`);
    expect(tab.close).not.toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current.isOpening).toBe(false));
  });

  it('asks for the PDF in Arabic on an Arabic page', async () => {
    const tab = fakeTab();
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fakeServer(() => ok({ url: URL_OF_O1, expires_in: 60 }));
    document.documentElement.lang = 'ar';
    try {
      const result = renderOpenPdf();
      await act(() => result.current.openPdf('o1'));
      expect(tab.location.href).toBe(`${URL_OF_O1}&lang=ar`);
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it("closes the tab and rejects with the server's error when no link is given", async () => {
    const tab = fakeTab();
    open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    fakeServer(() => ({ status: 403, body: { result: 'error', message: 'You may not see this prescription', payload: null } }));
    const result = renderOpenPdf();

    let failure: unknown;
    await act(() => result.current.openPdf('o1').catch((error: unknown) => void (failure = error)));
    expect(failure).toMatchObject({ status: 403, message: 'You may not see this prescription' });
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });

  it('with pop-ups blocked (no tab), still tries to open the link itself', async () => {
    open = jest.spyOn(window, 'open').mockReturnValue(null);
    fakeServer(() => ok({ url: URL_OF_O1, expires_in: 60 }));
    const result = renderOpenPdf();
    await act(() => result.current.openPdf('o1'));
    expect(open).toHaveBeenLastCalledWith(`${URL_OF_O1}&lang=en`, '_blank', 'noopener');
  });
});
