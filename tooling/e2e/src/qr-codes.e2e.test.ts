import jsQR from 'jsqr';
import { QrCodesPage, type Pixels } from './pages/qr-codes.page';
import { seriousViolations } from './support/axe';
import { DEMO_PASSWORD, DEMO_USERS } from './support/demo-users';
import { logIn } from './support/log-in';
import { apiCall, apiToken } from './support/server';
import { useSuite } from './support/suite';

const suite = useSuite();

interface Bill {
  id: string;
  createdAt: string;
  amount: number;
  tax: number;
  total: number;
  vat_rate: number;
  is_saudi: boolean;
  qrcode_id: string;
  seller_name: string;
  vat_number: string;
  qr_payload: string;
}

/** The QR's content, read back from its pixels as a phone's reader would. */
function decodeQr({ width, height, rgba }: Pixels): string | undefined {
  return jsQR(new Uint8ClampedArray(Buffer.from(rgba, 'base64')), width, height)?.data;
}

/** ZATCA phase 1 TLV: one byte tag, one byte length (in UTF-8 bytes), the value. */
function tlvFields(payload: string): Record<number, string> {
  const bytes = Buffer.from(payload, 'base64');
  const fields: Record<number, string> = {};
  for (let at = 0; at < bytes.length; ) {
    const [tag, length] = [bytes[at], bytes[at + 1]];
    fields[tag] = bytes.subarray(at + 2, at + 2 + length).toString('utf8');
    at += 2 + length;
  }
  return fields;
}

/** dd-MM-yyyy hh:mm on a Riyadh clock (UTC+3, no daylight saving), and whether it is before noon. */
function riyadhClock(iso: string): { text: string; morning: boolean } {
  const riyadh = new Date(new Date(iso).getTime() + 3 * 3_600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  const hours = riyadh.getUTCHours();
  return {
    text: `${two(riyadh.getUTCDate())}-${two(riyadh.getUTCMonth() + 1)}-${riyadh.getUTCFullYear()} ${two(hours % 12 || 12)}:${two(riyadh.getUTCMinutes())}`,
    morning: hours < 12,
  };
}

const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

describe('QR codes, end to end', () => {
  it('the pharmacy PIC bills a Saudi patient: the invoice shows, prints right to left, and its QR decodes to the stored ZATCA payload', async () => {
    const { page, context, pageErrors } = suite.session;
    const qr = new QrCodesPage(page);
    // Counts print() calls in every page, the print window included, instead of opening a print dialog.
    await context.addInitScript(() => {
      window.print = () => {
        (window as { printed?: number }).printed = ((window as { printed?: number }).printed ?? 0) + 1;
      };
    });
    await logIn(page, DEMO_USERS.pharmacyPic.email, 'en');
    await page.getByRole('link', { name: 'QR Codes' }).click();
    await qr.heading('QR Codes').waitFor();
    await qr.settled();
    expect(await qr.rows().count()).toBe(10);
    expect(await page.locator('thead th').allInnerTexts()).toEqual(['QR Code ID', 'Status', 'Actions']);

    const created = await qr.createFor('Saudi', { create: 'Create QR Code', next: 'Next' });
    expect(created.status).toBe(201);
    const billId = String(created.payload.id);
    await qr.qrImage(`QR code of invoice ${billId}`).waitFor();

    // The bill as the server stored it.
    const token = await apiToken(suite.server.baseUrl, DEMO_USERS.pharmacyPic.email, DEMO_PASSWORD);
    const stored = await apiCall<Bill>(suite.server.baseUrl, `payment-service/bill-by-entity/${created.payload.qrcode_id}`, { token });
    expect(stored.status).toBe(200);
    const bill = stored.payload;
    expect([bill.id, bill.is_saudi, bill.vat_rate, bill.tax]).toEqual([billId, true, 0, 0]);

    // The invoice: both titles, the seller, the Riyadh time, VAT 0 % borne by the state, the total.
    const invoice = qr.invoice();
    expect(await invoice.getByRole('heading', { level: 2 }).innerText()).toBe('Simplified Tax Invoice\nفاتورة ضريبية مبسطة');
    expect(await qr.invoiceLine('seller').innerText()).toContain(bill.seller_name);
    expect(await qr.invoiceLine('vatNumber').innerText()).toContain(bill.vat_number);
    expect(await qr.invoiceLine('invoiceId').innerText()).toContain(bill.id);
    const clock = riyadhClock(bill.createdAt);
    expect(withoutIsolates(await qr.invoiceLine('date').innerText())).toContain(`${clock.text} ${clock.morning ? 'AM' : 'PM'}`);
    expect(await qr.invoiceLine('vat').innerText()).toMatch(/VAT 0%\s+0\.00 SAR\s+ضريبة القيمة المضافة 0%/);
    expect(await qr.invoiceLine('total').innerText()).toContain(`${bill.total.toFixed(2)} SAR`);
    expect(await invoice.innerText()).toContain('VAT on this consultation is borne by the state for Saudi citizens.');

    // The QR image is a 200 px vector image whose content is exactly the stored payload.
    const box = await qr.invoice().locator('[role="img"] svg').boundingBox();
    expect(Math.round(box!.width)).toBe(200);
    const read = decodeQr(await qr.qrPixels());
    expect(read).toBe(bill.qr_payload);
    expect(tlvFields(read!)).toEqual({
      1: bill.seller_name,
      2: bill.vat_number,
      3: new Date(bill.createdAt).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      4: bill.total.toFixed(2),
      5: '0.00',
    });

    // Print: a window with the invoice right to left, the same QR, printed once.
    const [popup] = await Promise.all([page.waitForEvent('popup'), qr.dialog().getByRole('button', { name: 'Print' }).click()]);
    await popup.waitForFunction(() => (window as { printed?: number }).printed === 1);
    expect(await popup.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
    const printed = withoutIsolates(await popup.locator('body').innerText());
    for (const words of ['فاتورة ضريبية مبسطة', bill.id, bill.seller_name, bill.vat_number, `${clock.text} ${clock.morning ? 'ص' : 'م'}`, `${bill.total.toFixed(2)} SAR`, 'تتحمل الدولة'])
      expect(printed).toContain(words);
    const modules = (root: string) => document.querySelector(`${root} svg path[stroke]`)!.getAttribute('d');
    expect(await popup.evaluate(modules, 'body')).toBe(await page.evaluate(modules, '[data-invoice]'));
    expect(await page.evaluate(() => (window as { printed?: number }).printed)).toBeUndefined();
    await popup.close();

    // The list shows the new code, billed.
    await qr.dialog().getByRole('button', { name: 'Close', exact: true }).last().click();
    await qr.settled();
    const code = await apiCall<{ rows: { sys_id: string; code: string; status: string }[] }>(suite.server.baseUrl, 'qrcode-read/?page=1&limit=10', { token });
    const mine = code.payload.rows.find((row) => row.sys_id === bill.qrcode_id)!;
    expect(mine.status).toBe('BILLED');
    await qr.row(mine.code).getByText('Billed').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("in Arabic a billed code's preview shows the invoice with ص/م and passes axe; a code without a bill says No Data", async () => {
    const { page, pageErrors } = suite.session;
    const qr = new QrCodesPage(page);
    await logIn(page, DEMO_USERS.pharmacyPic.email, 'ar');
    await page.goto('/qr-codes');
    await qr.heading('رموز QR').waitFor();
    await qr.settled();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    const billed = qr.rows().filter({ hasText: 'تمت الفوترة' }).first();
    const code = (await billed.locator('bdi').first().innerText()).trim();
    await billed.getByRole('button', { name: `معاينة فاتورة الرمز ${code}` }).click();
    await qr.qrImage(/^رمز QR للفاتورة /).waitFor();
    expect(await qr.invoice().getByRole('heading', { level: 2 }).innerText()).toBe('فاتورة ضريبية مبسطة\nSimplified Tax Invoice');
    expect(withoutIsolates(await qr.invoiceLine('date').innerText())).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2} [صم]/);
    // One axe run over the Arabic page with the invoice open (the list is behind it, in the page too).
    expect(await seriousViolations(page)).toEqual([]);
    await qr.dialog().getByRole('button', { name: 'إغلاق', exact: true }).last().click();
    await qr.dialog().waitFor({ state: 'detached' });

    const fresh = qr.rows().filter({ hasText: 'جديد' }).first();
    const freshCode = (await fresh.locator('bdi').first().innerText()).trim();
    await fresh.getByRole('button', { name: `معاينة فاتورة الرمز ${freshCode}` }).click();
    await qr.dialog().getByText('لا توجد بيانات').waitFor();
    expect(pageErrors).toEqual([]);
  });
});
