import { toString } from 'qrcode';
import { QR_IMAGE } from '@mk/contracts';

/** Quiet zone around the code, in modules (the standard asks for 4; 2 still reads well on paper). */
const MARGIN = 2;

/**
 * The QR code of `payload` as an SVG document (a vector image, so it prints sharp at any size),
 * 200 px wide at the highest error correction level (spec 3 section 9). Only the invoice dialog
 * imports this file, so `qrcode` loads with the dialog and not with the list.
 */
export function qrSvg(payload: string): Promise<string> {
  return toString(payload, { type: 'svg', errorCorrectionLevel: QR_IMAGE.errorCorrectionLevel, margin: MARGIN, width: QR_IMAGE.width });
}
