import { theme } from 'antd';
import type { CSSProperties } from 'react';
import type { Locale } from '@mk/contracts';
import type { InvoiceLine, InvoiceModel } from './invoice-model';

export interface SimplifiedInvoiceProps {
  model: InvoiceModel;
  /** The QR code's svg document (from `qrSvg`); the image waits while it is drawn. */
  svg?: string;
  /** The QR image's accessible name. */
  qrName: string;
  locale: Locale;
}

/**
 * The simplified tax invoice on screen: each line's Arabic label on the right and its English label
 * on the left, as Saudi invoices are laid out, in either direction of the page; the value between.
 */
export function SimplifiedInvoice({ model, svg, qrName, locale }: SimplifiedInvoiceProps) {
  const { token } = theme.useToken();
  const border = `1px solid ${token.colorBorder}`;
  const cell: CSSProperties = { border, padding: '6px 8px' };
  // The first column is the start side: right in Arabic, left in English.
  const sides: ('en' | 'ar')[] = locale === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const labelCell = (line: InvoiceLine, side: 'en' | 'ar') => (
    <th scope="row" lang={side} dir={side === 'ar' ? 'rtl' : 'ltr'} style={{ ...cell, fontWeight: 600, width: '32%', textAlign: side === 'ar' ? 'right' : 'left' }}>
      {line[side]}
    </th>
  );

  return (
    <section aria-labelledby="qr-invoice-title" data-invoice={model.id}>
      <h2 id="qr-invoice-title" style={{ fontSize: 18, textAlign: 'center', margin: '0 0 12px' }}>
        {sides.map((side) => (
          <span key={side} lang={side} dir={side === 'ar' ? 'rtl' : 'ltr'} style={{ display: 'block' }}>
            {model.title[side]}
          </span>
        ))}
      </h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {model.lines.map((line) => (
            <tr key={line.key} data-line={line.key}>
              {labelCell(line, sides[0])}
              <td style={{ ...cell, textAlign: 'center' }}>
                <bdi dir={line.ltr ? 'ltr' : undefined}>{line.value}</bdi>
              </td>
              {labelCell(line, sides[1])}
            </tr>
          ))}
        </tbody>
      </table>
      {model.stateBearsVat && (
        <p data-note="state-bears-vat" style={{ textAlign: 'center', marginBlock: '12px 0' }}>
          {sides.map((side) => (
            <span key={side} lang={side} dir={side === 'ar' ? 'rtl' : 'ltr'} style={{ display: 'block' }}>
              {model.stateBearsVat![side]}
            </span>
          ))}
        </p>
      )}
      <figure style={{ margin: '16px auto 0', textAlign: 'center' }}>
        {svg ? (
          // The svg comes from the qrcode library (no user markup), so it is set as is.
          <div role="img" aria-label={qrName} style={{ width: 200, marginInline: 'auto', lineHeight: 0 }} dangerouslySetInnerHTML={{ __html: svg }} />
        ) : (
          <div aria-busy="true" style={{ width: 200, height: 200, marginInline: 'auto' }} />
        )}
        <figcaption>
          {sides.map((side) => (
            <span key={side} lang={side} dir={side === 'ar' ? 'rtl' : 'ltr'} style={{ display: 'block' }}>
              {model.qrLabel[side]}
            </span>
          ))}
        </figcaption>
      </figure>
    </section>
  );
}
