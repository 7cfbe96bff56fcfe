import { decodeZatcaQrPayload, tlvRecord, zatcaQrPayload, zatcaTimestamp } from './zatca-tlv';

/** A non-Saudi patient's bill of 100.00 SAR plus 15 % VAT, issued by the demo seller. */
const EXAMPLE = {
  sellerName: 'شركة السوق الصحي',
  vatNumber: '300000000000003',
  timestamp: new Date('2026-11-24T10:15:00.000Z'),
  totalWithVat: '115.00',
  vatTotal: '15.00',
};

/* The expected bytes, written out record by record. */
const hex = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'hex');
const EXPECTED = hex(`
  01 1e
     d8 b4  d8 b1  d9 83  d8 a9  20
     d8 a7  d9 84  d8 b3  d9 88  d9 82  20
     d8 a7  d9 84  d8 b5  d8 ad  d9 8a
  02 0f
     33 30 30 30 30 30 30 30 30 30 30 30 30 30 33
  03 14
     32 30 32 36 2d 31 31 2d 32 34 54 31 30 3a 31 35 3a 30 30 5a
  04 06
     31 31 35 2e 30 30
  05 05
     31 35 2e 30 30
`);
// Tag 1: ش ر ك ة, space, ا ل س و ق, space, ا ل ص ح ي: 14 letters of 2 bytes and 2 spaces = 30 (0x1e)
// bytes for 16 characters. Tag 2: 15 digits (0x0f). Tag 3: '2026-11-24T10:15:00Z', 20 (0x14).
// Tag 4: '115.00', 6. Tag 5: '15.00', 5.

describe('ZATCA phase 1 TLV', () => {
  it('encodes the worked example byte for byte, lengths counting UTF-8 bytes', () => {
    const bytes = Buffer.from(zatcaQrPayload(EXAMPLE), 'base64');
    expect(bytes.toString('hex')).toBe(EXPECTED.toString('hex'));
    expect(bytes[1]).toBe(30);
    expect(EXAMPLE.sellerName).toHaveLength(16);
  });

  it('gives the base64 of those bytes', () => {
    expect(zatcaQrPayload(EXAMPLE)).toBe(
      'AR7YtNix2YPYqSDYp9mE2LPZiNmCINin2YTYtdit2YoCDzMwMDAwMDAwMDAwMDAwMwMUMjAyNi0xMS0yNFQxMDoxNTowMFoEBjExNS4wMAUFMTUuMDA=',
    );
  });

  it('writes the time in UTC to the second', () => {
    expect(zatcaTimestamp(new Date('2026-11-24T13:15:00.789+03:00'))).toBe('2026-11-24T10:15:00Z');
  });

  it('reads its own payload back', () => {
    expect(Object.fromEntries(decodeZatcaQrPayload(zatcaQrPayload(EXAMPLE)))).toEqual({
      1: 'شركة السوق الصحي',
      2: '300000000000003',
      3: '2026-11-24T10:15:00Z',
      4: '115.00',
      5: '15.00',
    });
  });

  it('refuses a value longer than one length byte can say, counting bytes not characters', () => {
    expect(tlvRecord(1, 'ص'.repeat(127))).toHaveLength(2 + 254);
    expect(() => tlvRecord(1, 'ص'.repeat(128))).toThrow(RangeError);
    expect(() => decodeZatcaQrPayload(Buffer.from([1, 5, 0x41]).toString('base64'))).toThrow(RangeError);
  });
});
