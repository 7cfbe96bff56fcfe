import type { Page } from 'playwright-core';

/** An image's pixels as a canvas gives them (RGBA, row by row). */
export interface Pixels {
  width: number;
  height: number;
  /** Base64 of the RGBA bytes: a plain number array of this size is slow to hand over. */
  rgba: string;
}

/** The QR codes page, its Create QR Code dialog and the invoice step, in either language. */
export class QrCodesPage {
  constructor(private readonly page: Page) {}

  readonly heading = (name: string) => this.page.getByRole('heading', { level: 1, name });
  readonly rows = () => this.page.locator('.mk-data-table tbody tr.ant-table-row');
  readonly row = (code: string) => this.rows().filter({ hasText: code });
  readonly dialog = () => this.page.getByRole('dialog');
  readonly invoice = () => this.dialog().locator('[data-invoice]');
  readonly invoiceLine = (key: string) => this.invoice().locator(`tr[data-line="${key}"]`);
  /** The QR image (a role="img" holding the svg) by its accessible name. */
  readonly qrImage = (name: string | RegExp) => this.invoice().getByRole('img', { name });

  /** Waits until the table shows the answer to the latest request. */
  async settled() {
    await this.page.locator('.mk-data-table').waitFor();
    await this.page.waitForFunction(() => !document.querySelector('.mk-data-table .ant-spin-spinning'));
  }

  /**
   * Create QR Code: picks the nationality, presses Next and waits for both calls; answers the bill
   * the server created (the reply of create-qr-bill).
   */
  async createFor(nationality: string, labels: { create: string; next: string }): Promise<{ status: number; payload: Record<string, unknown> }> {
    await this.page.getByRole('button', { name: labels.create }).click();
    await this.dialog().getByRole('radio', { name: nationality, exact: true }).check();
    const [, billed] = await Promise.all([
      this.page.waitForResponse((response) => response.url().endsWith('/api/qrcode-write') && response.request().method() === 'POST'),
      this.page.waitForResponse((response) => response.url().endsWith('/api/payment-service/create-qr-bill')),
      this.dialog().getByRole('button', { name: labels.next }).click(),
    ]);
    const body = (await billed.json()) as { payload: Record<string, unknown> };
    return { status: billed.status(), payload: body.payload };
  }

  /**
   * The QR svg drawn onto a canvas in the page, at `size` pixels (it is a vector image, so it is
   * drawn sharp at any size), as pixels for a decoder.
   */
  async qrPixels(size = 600): Promise<Pixels> {
    const svg = await this.invoice().locator('[role="img"] svg').evaluate((node) => new XMLSerializer().serializeToString(node));
    return this.page.evaluate(
      async ({ markup, side }) => {
        const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
        try {
          const image = new Image(side, side);
          image.src = url;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = side;
          canvas.height = side;
          const context = canvas.getContext('2d')!;
          context.fillStyle = '#fff';
          context.fillRect(0, 0, side, side);
          context.drawImage(image, 0, 0, side, side);
          const { data } = context.getImageData(0, 0, side, side);
          let binary = '';
          for (let start = 0; start < data.length; start += 0x8000) binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
          return { width: side, height: side, rgba: btoa(binary) };
        } finally {
          URL.revokeObjectURL(url);
        }
      },
      { markup: svg, side: size },
    );
  }
}
