import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A JSON value as a `compressedJson` column stores it (db/schema.ts): `gz:` + base64 of gzipped
 * JSON text. Also made off the main thread (activity decoder workers), then stored as it is.
 */
export const compressJson = (value: unknown): string =>
  `gz:${gzipSync(JSON.stringify(value), { level: 1 }).toString('base64')}`;

/** The value again; rows written before compression (plain JSON text) still read. */
export const decompressJson = (text: string): unknown =>
  JSON.parse(
    text.startsWith('gz:') ? gunzipSync(Buffer.from(text.slice(3), 'base64')).toString('utf8') : text,
  );

/** Text compressJson made already: a `compressedJson` column stores it without compressing it again. */
export class CompressedJson {
  constructor(readonly text: string) {}
}
