import { EXPORT_MEDIA_TYPES, type Envelope, type ExportFormat, type Locale } from '@mk/contracts';
import { api } from './api';
import { joinUrl, selectToken, sessionExpired, type ApiError, type TokenRootState } from './base-query';
import { getRuntimeConfig } from './runtime-config';
import { send } from './transport';

/** What a list's Export asks for: the export path, the file's format and language, and the list's current filters. */
export interface ListExportArgs {
  /** The export route under the API host (`clinic-read/export`). */
  path: string;
  format: ExportFormat;
  lang: Locale;
  /** The list's filters as its endpoint takes them; empty ones are left out, `page` and `limit` too. */
  filters?: object;
}

/** What was saved: the name the server gave the file and its size. */
export interface ListExportResult {
  fileName: string;
  bytes: number;
}

const PAGING_KEYS = new Set(['page', 'limit']);

function exportUrl({ path, format, lang, filters }: ListExportArgs): string {
  const query = new URLSearchParams({ format, lang });
  for (const [key, value] of Object.entries(filters ?? {}) as [string, unknown][]) {
    const sent = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (!PAGING_KEYS.has(key) && sent && value !== '') query.set(key, String(value));
  }
  return `${joinUrl(getRuntimeConfig().apiHost, path)}?${query}`;
}

/** The file name of `Content-Disposition: attachment; filename="clinics-2026-11-29.csv"`. */
export function attachmentName(disposition: string | null): string | undefined {
  return disposition ? /filename="([^"]+)"/.exec(disposition)?.[1] : undefined;
}

/** Hands the file to the browser's downloads, under the server's name. */
function saveFile(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; the link may go once this task ends.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}

async function refusal(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as Partial<Envelope> & { code?: string } | undefined;
  return { status: response.status, message: body?.message || `Request failed with status ${response.status}`, ...(body?.code ? { code: body.code } : {}) };
}

/**
 * A list's Export (issue 29): the server streams the file of the list's current filters, every
 * page, in the reader's language; the browser saves it under the server's name. A mutation, so the
 * button shows it is being prepared (`isLoading`) and a refusal arrives as the API's error.
 */
export const listExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportList: build.mutation<ListExportResult, ListExportArgs>({
      queryFn: async (args, { getState, dispatch }) => {
        const token = selectToken(getState() as TokenRootState);
        const headers = new Headers({ accept: `${EXPORT_MEDIA_TYPES[args.format].split(';')[0]}, application/json` });
        if (token) headers.set('authorization', `Bearer ${token}`);
        let response: Response;
        try {
          response = await send(new Request(exportUrl(args), { headers, credentials: 'same-origin' }), { endpoint: 'exportList', type: 'mutation' });
        } catch (error) {
          return { error: { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : String(error) } satisfies ApiError };
        }
        if (!response.ok) {
          if (response.status === 401 && token) dispatch(sessionExpired());
          return { error: await refusal(response) };
        }
        const blob = await response.blob();
        const fileName = attachmentName(response.headers.get('content-disposition')) ?? `export.${args.format}`;
        saveFile(blob, fileName);
        return { data: { fileName, bytes: blob.size } };
      },
    }),
  }),
});

export const { useExportListMutation } = listExportApi;
