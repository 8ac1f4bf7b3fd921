import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Types compressed on the fly: text only. PDFs, photos and scans are compressed already (or, for
 * BMP, kept byte for byte as uploaded); compressing them again costs CPU and saves nothing.
 */
export const COMPRESSIBLE_TYPES = /^(?:text\/|application\/(?:[\w.+-]+\+)?(?:json|javascript|xml)\b|image\/svg\+xml)/;

/**
 * API answers over 1 KB go out Brotli- or gzip-compressed, as the browser accepts. The built web
 * files are compressed once at build time and sent as they are (see `app.ts`); a reply that
 * already has a Content-Encoding is left alone. Request bodies are never decompressed: uploads
 * stream as sent, and a small compressed body cannot grow into a large one past the body limits.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    // Quality 4: most of Brotli's gain at a small part of its best quality's CPU, per request.
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
    },
  });
}
