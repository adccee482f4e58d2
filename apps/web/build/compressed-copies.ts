import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Writes a built file with the brotli and gzip copies the server sends in its place (issue 17). */
export function writeWithCompressedCopies(file: string, source: string): void {
  writeFileSync(file, source);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
}
