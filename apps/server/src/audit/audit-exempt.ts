import { sysIdParam } from '../http/id-param';

/**
 * The accepted writes that change no record, so leave no audit record, each with the reason (issue 29:
 * every other accepted write leaves one, or says it changed nothing with `noteUnchanged`; the server
 * tests check it on every request, test/audit-check.ts). Keyed `METHOD /api/path` as the route table
 * names them. Reads of personal data are audited where the data is read, not here.
 */
export const AUDIT_EXEMPT_WRITES: Readonly<Record<string, string>> = {
  'POST /api/medical-service-read/ids': "a read of the public services among a list of ids, sent as a POST for the list's length",
  [`POST /api/pdf-creator/link/${sysIdParam('id')}`]:
    'signs a link to a PDF the caller may read; opening the PDF is the read, audited then',
};
