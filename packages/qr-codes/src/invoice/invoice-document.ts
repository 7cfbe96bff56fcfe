import type { InvoiceModel } from './invoice-model';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The QR svg named for assistive technology (the generated svg has no name of its own). */
export function namedSvg(svg: string, name: string): string {
  return svg.replace(/^<svg /, `<svg role="img" aria-label="${escapeHtml(name)}" `);
}

// Inline styles only: the print window is a blank document with no stylesheet of ours.
const STYLES = `
  body { font-family: Tahoma, Arial, sans-serif; margin: 24px; color: #000; }
  main { max-width: 640px; margin: 0 auto; }
  h1 { font-size: 20px; text-align: center; margin: 0 0 16px; }
  h1 span { display: block; }
  table { width: 100%; border-collapse: collapse; }
  th, td { border: 1px solid #000; padding: 6px 8px; font-size: 14px; }
  th { font-weight: 600; width: 30%; }
  th[lang="en"] { text-align: left; }
  th[lang="ar"] { text-align: right; }
  td { text-align: center; }
  p.note { font-size: 13px; text-align: center; margin: 12px 0 0; }
  figure { margin: 16px auto 0; text-align: center; }
  figure svg { width: 200px; height: 200px; }
  @media print { body { margin: 0; } }
`;

/**
 * The invoice as a whole printable document: Arabic first, right to left (`dir="rtl"`), each line's
 * Arabic label, value and English label, the state-bears-VAT note when VAT is 0, and the same QR svg.
 */
export function invoiceDocument(model: InvoiceModel, svg: string): string {
  const cell = (text: string, ltr?: boolean) => `<td>${ltr ? `<bdi dir="ltr">${escapeHtml(text)}</bdi>` : `<bdi>${escapeHtml(text)}</bdi>`}</td>`;
  const rows = model.lines
    .map(
      (line) =>
        `<tr data-line="${line.key}"><th scope="row" lang="ar">${escapeHtml(line.ar)}</th>${cell(line.value, line.ltr)}<th scope="row" lang="en" dir="ltr">${escapeHtml(line.en)}</th></tr>`,
    )
    .join('');
  const note = model.stateBearsVat
    ? `<p class="note">${escapeHtml(model.stateBearsVat.ar)}<br><span lang="en" dir="ltr">${escapeHtml(model.stateBearsVat.en)}</span></p>`
    : '';
  const qrName = `${model.qrLabel.ar} - ${model.qrLabel.en}`;
  return `<!doctype html>
<html dir="rtl" lang="ar">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${model.title.ar} ${model.id}`)}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<h1><span>${escapeHtml(model.title.ar)}</span><span lang="en" dir="ltr">${escapeHtml(model.title.en)}</span></h1>
<table><tbody>${rows}</tbody></table>
${note}
<figure>${namedSvg(svg, qrName)}<figcaption>${escapeHtml(model.qrLabel.ar)} <span lang="en" dir="ltr">${escapeHtml(model.qrLabel.en)}</span></figcaption></figure>
</main>
</body>
</html>`;
}

/**
 * Opens the print window with `html` and prints it once loaded. Call it inside the click's handler:
 * browsers let a page open a window only in answer to the user. False when a blocker refused it.
 */
export function printDocument(html: string): boolean {
  const popup = window.open('', '_blank', 'popup=yes,width=820,height=960');
  if (!popup) return false;
  popup.document.open();
  popup.document.write(html);
  popup.document.close();
  const print = () => {
    popup.focus();
    popup.print();
  };
  if (popup.document.readyState === 'complete') print();
  else popup.addEventListener('load', print, { once: true });
  return true;
}
