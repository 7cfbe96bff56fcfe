import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { currentUser, signedIn, signLink, SIGNED_LINK_SECONDS } from '../auth/policy';
import { ok } from '../http/envelope';
import { idOf, SYS_ID_PATTERN, sysIdParam } from '../http/id-param';
import { fileReplies, replies } from '../openapi/reply-schemas';
import { assertMayOpenPdf, prescriptionPdf } from './pdf.service';

/** What `POST pdf-creator/link/{id}` answers (the dashboard's type: PdfLink, @mk/api). */
const PdfLinkSchema = Type.Object({
  url: Type.String({ description: 'The same-origin path of the PDF, with its signature (`/api/pdf-creator/pdf/{id}?sig=...&exp=...`)' }),
  expires_in: Type.Integer({ minimum: 1, description: 'Seconds the link stays valid' }),
});

/**
 * The prescription PDF (spec 2 section 7). It opens in a new browser tab, which sends no
 * Authorization header: the dashboard first asks `POST pdf-creator/link/{id}` for a link valid
 * SIGNED_LINK_SECONDS, then opens it. The GET takes either the Bearer token or that link.
 */
export async function pdfRoutes(app: FastifyInstance): Promise<void> {
  app.get(`/pdf-creator/pdf/${sysIdParam('id')}`, {
    config: { access: signedIn({ ownership: 'prescription', signedLink: true }) },
    schema: { summary: 'The prescription as a PDF, in the reader\'s language (`?lang=ar`)', response: fileReplies('application/pdf', 'The prescription PDF') },
  }, async (request, reply) => {
    const id = idOf(request.params);
    // The reader's language (`?lang=ar`); anything else reads as English.
    const locale = (request.query as { lang?: unknown }).lang === 'ar' ? 'ar' : 'en';
    const pdf = await prescriptionPdf(app.db, request, currentUser(request), id, locale);
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `inline; filename="prescription-${id}.pdf"`)
      .header('Cache-Control', 'no-store')
      .send(pdf);
  });

  // Checks the caller may read it now (audited as a read), so a link is only made for a reader.
  app.post(`/pdf-creator/link/${sysIdParam('id')}`, {
    config: { access: signedIn({ ownership: 'prescription' }) },
    schema: {
      summary: 'A same-origin link to the prescription PDF that opens without a header, valid SIGNED_LINK_SECONDS, for a caller who may read it',
      params: Type.Object({ id: Type.String({ pattern: SYS_ID_PATTERN, description: 'The prescription (or order) sys_id' }) }),
      response: replies({ 200: PdfLinkSchema }),
    },
  }, async (request) => {
    const id = idOf(request.params);
    const user = currentUser(request);
    await assertMayOpenPdf(app.db, user, id);
    const query = await signLink(app.db, app.tokens.secret, user, id, app.clock());
    return ok('PDF link', { url: `/api/pdf-creator/pdf/${id}?${query}`, expires_in: SIGNED_LINK_SECONDS });
  });
}
