import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Module hook (see dev-dirname.mjs). The shim goes on the first line, so line numbers hold. */
export async function load(url, context, nextLoad) {
  const result = await nextLoad(url, context);
  if (result.format !== 'module' || !url.startsWith('file:') || url.includes('/node_modules/')) return result;
  const source = String(result.source);
  if (!/\b__(dirname|filename)\b/.test(source) || /\b(const|let|var)\s+__(dirname|filename)\b/.test(source)) return result;
  const file = fileURLToPath(url);
  const shim = `const __filename = ${JSON.stringify(file)}, __dirname = ${JSON.stringify(dirname(file))};`;
  return { ...result, source: shim + source };
}
