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
 * signed link and opens it: `window.open((await createPdfLink(id).unwrap()).url, '_blank')`.
 */
export const pdfApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPdfLink: build.mutation<PdfLink, string>({
      query: (id) => ({ url: `pdf-creator/link/${encodeURIComponent(id)}`, method: 'POST' }),
    }),
  }),
});

export const { useCreatePdfLinkMutation } = pdfApi;
