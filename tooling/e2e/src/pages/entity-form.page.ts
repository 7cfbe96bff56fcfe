import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A register or update form (clinic, physician...): labelled fields, antd selects, the image uploader, the submit button. */
export class EntityFormPage {
  constructor(private readonly page: Page) {}

  readonly field = (label: string) => this.page.getByLabel(label, { exact: true });
  readonly submit = (name: RegExp) => this.page.getByRole('button', { name });

  async fill(values: Record<string, string>) {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  async choose(label: string, option: string) {
    await this.field(label).click();
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  }

  /** Chooses the logo file and uploads it; resolves once the hosted image replaces the local preview. */
  async uploadLogo(png: Buffer) {
    await this.page.getByTestId('image-uploader-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await this.page.getByRole('button', { name: /^(Upload|رفع)$/ }).click();
    await this.page
      .waitForFunction(() => {
        const src = document.querySelector('.mk-image-uploader img')?.getAttribute('src') ?? '';
        return src !== '' && !src.startsWith('blob:');
      })
      .catch(async (error: Error) => {
        // Say what the uploader shows (its error message) rather than only that it timed out.
        throw new Error(`${error.message}\nUploader: ${await this.page.locator('.mk-image-uploader').innerText()}`);
      });
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of `size` x `size` pixels in one colour: signature, IHDR, IDAT (zlib), IEND. */
export function solidPng(size = 8, [r, g, b] = [15, 118, 110]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
