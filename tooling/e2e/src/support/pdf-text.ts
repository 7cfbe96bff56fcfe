import { execFile } from 'node:child_process';
import { resolve } from 'node:path';

/** apps/server, where pdfjs-dist is installed (the server's PDF test reads its PDFs the same way). */
const serverDir = resolve(__dirname, '../../../../apps/server');

/*
 * pdf.js is an ES module that jest's CommonJS runtime cannot load, so a child node process reads
 * the PDF from stdin and writes the text of every page, items in reading order, as a viewer reads it.
 */
const EXTRACT = `
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const texts = [];
for (let n = 1; n <= pdf.numPages; n++) texts.push((await (await pdf.getPage(n)).getTextContent()).items.map((item) => item.str).join('\\n'));
process.stdout.write(texts.join('\\n'));
`;

/** The text of a PDF as pdf.js (a browser's viewer) extracts it; rejects when the bytes are not a readable PDF. */
export function pdfText(bytes: Buffer): Promise<string> {
  return new Promise((done, fail) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', EXTRACT], { cwd: serverDir, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? fail(new Error(`pdf.js could not read the PDF: ${stderr || error.message}`)) : done(stdout),
    );
    child.stdin?.end(bytes);
  });
}
