import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside one file; returns false when compressing would not pay. */
export async function precompressFile(file: string): Promise<boolean> {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  if (gz.length >= source.length) return false;
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}

/** Every compressible file of a build directory, with its brotli and gzip siblings. */
export async function precompressDir(dir: string): Promise<number> {
  let written = 0;
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    if ((await stat(file)).size === 0) continue;
    if (await precompressFile(file)) written += 1;
  }
  return written;
}

/**
 * Prepares brotli and gzip copies of the build at build time, so the server answers by content
 * negotiation (@fastify/static `preCompressed`) without compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'mk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info?.(`precompressed ${count} files (br, gz)`);
    },
  };
}
