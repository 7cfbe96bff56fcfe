import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TProperties } from '@sinclair/typebox';
import { EXPORT_FORMATS, EXPORT_MEDIA_TYPES, type ExportFormat, type Label, type Locale } from '@mk/contracts';
import { currentUser, type RouteAccess } from '../auth/policy';
import { recordAudit } from '../audit/audit.service';
import type { DbOrTx } from '../db/database';
import type { AuthUser } from '../fastify-augment';
import { ErrorEnvelopeSchema } from '../openapi/reply-schemas';
import { riyadhDay } from '../pdf/riyadh-day';
import type { ExportColumn } from './export-cells';
import { exportFile, pagedRows } from './export-file';

/** `format` and `lang`: every export route's own query parameters, beside its list's filters. */
const EXPORT_QUERY = {
  format: Type.Union(EXPORT_FORMATS.map((format) => Type.Literal(format)), { description: "The file's format: `csv` (UTF-8 with a byte order mark) or `xlsx`" }),
  lang: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')], { description: 'The language of headers and values (default `en`)' })),
};
const OWN_QUERY_KEYS = new Set(Object.keys(EXPORT_QUERY));

export interface ExportRoute<Row, Filter> {
  /** The route's path, the list's path with `/export` (`/clinic-read/export`). */
  path: string;
  summary: string;
  access: RouteAccess;
  /** The list's filters, as its own route declares them (`name`, `city`...). */
  filters?: TProperties;
  /** The file's name before its date and the audit record's entity type (`clinics` -> `clinics-2026-11-29.csv`, `clinics_export`). */
  list: string;
  /** The sheet's name in a workbook. */
  title: Label;
  columns: readonly ExportColumn<Row>[];
  /** Reads and checks the filters for this caller, before any byte is sent (a bad value is a 400, a refusal a 403). */
  filterOf: (query: Record<string, unknown>, user: AuthUser) => Filter | Promise<Filter>;
  /** One page of the filtered rows, in the list's order, for this caller. */
  read: (db: DbOrTx, user: AuthUser, filter: Filter, window: { limit: number; offset: number }) => Promise<Row[]>;
}

/** The first page read before the reply starts: a failing query still answers the error envelope, not a cut file. */
async function primed<Row>(pages: AsyncGenerator<Row[]>): Promise<AsyncGenerator<Row[]>> {
  const first = await pages.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* pages;
  })();
}

/**
 * A list's export (issue 29): every row of the current filters, all pages, as CSV or XLSX in the
 * reader's language. Streamed a page at a time (constant memory), audited once per file (who, which
 * list, the format and the names of the filters used, never their values: a search may be a phone).
 */
export function exportRoute<Row, Filter>(app: FastifyInstance, route: ExportRoute<Row, Filter>): void {
  app.get(
    route.path,
    {
      config: { access: route.access },
      schema: {
        summary: route.summary,
        querystring: Type.Object({ ...EXPORT_QUERY, ...(route.filters ?? {}) }),
        response: {
          200: {
            description: 'The file, named by `Content-Disposition` (`<list>-<Riyadh date>.<format>`)',
            content: Object.fromEntries(EXPORT_FORMATS.map((format) => [EXPORT_MEDIA_TYPES[format].split(';')[0], { schema: Type.String({ format: 'binary' }) }])),
          },
          '4xx': ErrorEnvelopeSchema,
          '5xx': ErrorEnvelopeSchema,
        },
      },
    },
    (request, reply) => sendExport(app, route, request, reply),
  );
}

async function sendExport<Row, Filter>(app: FastifyInstance, route: ExportRoute<Row, Filter>, request: FastifyRequest, reply: FastifyReply) {
  const query = request.query as Record<string, unknown>;
  const format = query.format as ExportFormat;
  const locale: Locale = query.lang === 'ar' ? 'ar' : 'en';
  const user = currentUser(request);
  const filter = await route.filterOf(query, user);
  const pages = await primed(pagedRows((window) => route.read(app.db, user, filter, window)));
  await recordAudit(app.db, request, {
    action: 'export',
    entityType: `${route.list}_export`,
    after: { format, lang: locale, filters: Object.keys(query).filter((key) => !OWN_QUERY_KEYS.has(key) && query[key] !== '').sort() },
  });
  const fileName = `${route.list}-${riyadhDay(app.clock())}.${format}`;
  return reply
    .type(EXPORT_MEDIA_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .send(exportFile(format, { title: route.title, columns: route.columns, locale }, pages));
}
