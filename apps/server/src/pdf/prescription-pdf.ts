import path from 'node:path';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import { dosageFormLabel, strengthLabel, type Locale } from '@mk/contracts';
import type { PrescriptionRecord } from '../prescriptions/prescriptions.repository';
import { riyadhDay } from './riyadh-day';

/*
 * The prescription as a PDF (spec 2 section 7, `GET pdf-creator/pdf/{id}`), in English and Arabic.
 * Arabic is drawn with the bundled Amiri font (OFL, assets/fonts): fontkit shapes it with the
 * font's OpenType features and lays a right-to-left run out in visual order. A line that mixes
 * scripts is put through the Unicode bidi algorithm first (see arabicLine).
 */

// One folder below apps/server as source (src/pdf) and two once bundled (dist/main.js): the font is
// looked up from the server's root, which paths.ts defines the same way for both.
const FONT_FILE = path.resolve(__dirname, __dirname.endsWith(`${path.sep}pdf`) ? '../..' : '..', 'assets/fonts/Amiri-Regular.ttf');

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const SHAPING = ['rlig', 'calt', 'liga', 'init', 'medi', 'fina', 'isol'] as const;
const bidi = bidiFactory();

/**
 * fontkit reverses a whole run it finds Arabic in. For a line mixing Arabic with Latin or digits,
 * give it the bidi visual order reversed: Arabic letters stay in logical order (for shaping) and
 * the Latin runs come out right after fontkit's reversal.
 */
export function arabicLine(text: string): string {
  const levels = bidi.getEmbeddingLevels(text, 'rtl');
  const chars = [...text];
  // getReorderSegments works on UTF-16 indices; the Arabic and Latin text here is all in the BMP.
  for (const [start, end] of bidi.getReorderSegments(text, levels)) {
    chars.splice(start, end - start + 1, ...chars.slice(start, end + 1).reverse());
  }
  return chars.reverse().join('');
}

interface Cell {
  text: string;
  x: number;
  width: number;
}

function drawText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left') {
  if (ARABIC.test(text)) {
    doc.font('arabic').text(arabicLine(text), x, y, { width, align: 'right', features: [...SHAPING] } as PDFKit.Mixins.TextOptions);
  } else {
    doc.font('Helvetica').text(text, x, y, { width, align });
  }
}

function row(doc: PDFKit.PDFDocument, cells: Cell[], y: number): number {
  let bottom = y;
  for (const cell of cells) {
    drawText(doc, cell.text, cell.x, y, cell.width);
    bottom = Math.max(bottom, doc.y);
  }
  return bottom + 4;
}

/** The Arabic name for the Arabic reader when there is one, else the English. */
const inLanguage = (locale: Locale, english: string, arabic: string | undefined) => (locale === 'ar' && arabic?.trim() ? arabic : english);

/**
 * Renders the prescription; resolves with the PDF's bytes. The labels are in both languages; the
 * clinic's and physician's names, dosage forms and strength units follow the reader's `locale`.
 */
export function renderPrescriptionPdf(record: Omit<PrescriptionRecord, 'clinic_pic_id'>, patientPhone: string | null, locale: Locale = 'en'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `Prescription ${record.sys_id}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('arabic', FONT_FILE);
  const left = 40;
  const full = doc.page.width - 80;
  const half = full / 2;

  doc.fontSize(18);
  drawText(doc, 'Prescription', left, 40, half);
  drawText(doc, 'وصفة طبية', left + half, 40, half);
  doc.fontSize(11);
  let y = 80;
  const facts: [string, string, string][] = [
    ['Patient', 'المريض', record.patient_name],
    ['Phone', 'الهاتف', patientPhone ?? ''],
    ['Clinic', 'العيادة', inLanguage(locale, record.clinic_name, record.clinic_name_ar)],
    ['Physician', 'الطبيب', inLanguage(locale, record.physician_name, record.physician_name_ar)],
    ['Date', 'التاريخ', riyadhDay(record.issued_at)],
  ];
  for (const [en, ar, value] of facts) {
    y = row(doc, [
      { text: en, x: left, width: 90 },
      { text: value, x: left + 100, width: full - 200 },
      { text: ar, x: left + full - 90, width: 90 },
    ], y);
  }

  y += 12;
  doc.fontSize(10);
  const columns = [
    { en: 'Generic name', ar: 'الاسم العلمي', width: 0.2 },
    { en: 'Arabic name', ar: 'الاسم بالعربية', width: 0.2 },
    { en: 'Strength', ar: 'التركيز', width: 0.15 },
    { en: 'Dosage form', ar: 'الشكل الدوائي', width: 0.15 },
    { en: 'Note', ar: 'ملاحظة', width: 0.3 },
  ];
  const xs = columns.reduce<number[]>((acc, column, index) => [...acc, index === 0 ? left : acc[index - 1] + columns[index - 1].width * full], []);
  const cells = (texts: string[]) => texts.map((text, index) => ({ text, x: xs[index], width: columns[index].width * full - 6 }));
  y = row(doc, cells(columns.map((column) => column.en)), y);
  y = row(doc, cells(columns.map((column) => column.ar)), y);
  doc.moveTo(left, y).lineTo(left + full, y).stroke();
  y += 4;
  for (const medicine of record.medicines) {
    y = row(doc, cells([medicine.generic_name, medicine.generic_name_ar ?? '', strengthLabel(medicine, locale), dosageFormLabel(medicine.dosage_form, locale), medicine.note ?? '']), y);
  }
  doc.end();
  return done;
}
