import { useCallback } from 'react';
import { api } from './api';

/** `payload` of `POST pdf-creator/link/{id}`: a same-origin URL that opens the PDF without a header. */
export interface PdfLink {
  url: string;
  /** Seconds the link stays valid (60): open it at once, ask for a new one each time. */
  expires_in: number;
}

/**
 * The prescription PDF (spec 2 section 7, `GET pdf-creator/pdf/{id}`, id of a prescription or of an
 * order). A new browser tab sends no Authorization header, so the dashboard asks for a short-lived
 * signed link and opens it: `useOpenPdf()` below does both.
 */
export const pdfApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPdfLink: build.mutation<PdfLink, string>({
      query: (id) => ({ url: `pdf-creator/link/${encodeURIComponent(id)}`, method: 'POST' }),
    }),
  }),
});

export const { useCreatePdfLinkMutation } = pdfApi;

export interface OpenPdf {
  /**
   * Opens the PDF of a prescription or an order in a new tab. Call it from the click handler itself:
   * rejects with the API's error (for `apiErrorText`) when no link could be had, the tab then closed.
   */
  openPdf(id: string): Promise<void>;
  /** A link is being asked for (disable the button, show a spinner). */
  isOpening: boolean;
}

/**
 * Opens a PDF through a signed link. Browsers block a window opened after an await (the click's
 * user activation is gone by then), so the tab is opened at once, blank, while the link is asked
 * for, then sent to it. `noopener` would make `window.open` return null, so the blank tab's
 * `opener` is cut by hand instead: the PDF cannot reach back into the dashboard.
 */
export function useOpenPdf(): OpenPdf {
  const [createPdfLink, { isLoading }] = useCreatePdfLinkMutation();
  const openPdf = useCallback(
    async (id: string) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const link = (await createPdfLink(id).unwrap()).url;
        // The PDF names the clinic, physician, forms and units in the reader's language: the page's.
        const url = `${link}${link.includes('?') ? '&' : '?'}lang=${document.documentElement.lang === 'ar' ? 'ar' : 'en'}`;
        // Pop-ups blocked for the site: one more try with the link, which the browser may still allow.
        if (tab) tab.location.href = url;
        else window.open(url, '_blank', 'noopener');
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    [createPdfLink],
  );
  return { openPdf, isOpening: isLoading };
}
