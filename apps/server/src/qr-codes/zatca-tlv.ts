/*
 * The QR content of a ZATCA simplified tax invoice, phase 1 (the Saudi e-invoicing rules, "Fatoora"):
 * base64 of five TLV records, each one byte tag, one byte length and the value's UTF-8 bytes. The
 * length counts BYTES: an Arabic letter is two of them, so 'شركة' is 8 long, not 4.
 */

/** The five fields of phase 1, in tag order. */
export interface ZatcaInvoiceFields {
  /** Tag 1. */
  sellerName: string;
  /** Tag 2: the seller's 15-digit VAT registration number. */
  vatNumber: string;
  /** Tag 3: when the invoice was issued. */
  timestamp: Date;
  /** Tag 4: the invoice total with VAT, "115.00". */
  totalWithVat: string;
  /** Tag 5: the VAT total, "15.00". */
  vatTotal: string;
}

/** One length byte: no value may be longer than this many UTF-8 bytes. */
export const TLV_VALUE_MAX_BYTES = 255;

/** One TLV record; a value too long for its length byte is a configuration error, never cut. */
export function tlvRecord(tag: number, value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > TLV_VALUE_MAX_BYTES) throw new RangeError(`TLV tag ${tag} holds ${bytes.length} bytes; at most ${TLV_VALUE_MAX_BYTES} fit`);
  return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
}

/** ISO 8601 in UTC to the second, as ZATCA's examples write it: 2026-11-24T10:15:00Z. */
export function zatcaTimestamp(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The invoice's QR content: base64 of tags 1 to 5. */
export function zatcaQrPayload(fields: ZatcaInvoiceFields): string {
  return Buffer.concat([
    tlvRecord(1, fields.sellerName),
    tlvRecord(2, fields.vatNumber),
    tlvRecord(3, zatcaTimestamp(fields.timestamp)),
    tlvRecord(4, fields.totalWithVat),
    tlvRecord(5, fields.vatTotal),
  ]).toString('base64');
}

/** Reads a payload back into its records (tests, and a check that a stored payload says what its bill says). */
export function decodeZatcaQrPayload(payload: string): Map<number, string> {
  const bytes = Buffer.from(payload, 'base64');
  const records = new Map<number, string>();
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (length === undefined || at + 2 + length > bytes.length) throw new RangeError(`TLV record at byte ${at} runs past the end`);
    records.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return records;
}
