import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { crc32, gunzipSync, inflateRawSync } from 'node:zlib';
import {
  scoreActivity,
  type ScoredActivity,
  type ScoringAthlete,
} from '../completed-workouts/workout-scoring';
import { ActivityFileError, type ActivityFileResult, type ActivityFormat } from './activity';
import { readFitActivity } from './fit-activity';
import { readGpxActivity, readTcxActivity } from './xml-activity';

/** One file to import: an uploaded file, or one file of an uploaded ZIP (`bundle.zip/inner.fit`). */
interface ActivityUpload {
  fileName: string;
  bytes: Uint8Array;
  /** Set when the upload itself could not be opened (a damaged ZIP): the item fails with it. */
  error?: string;
}

/** Unpacked, one activity file is never this large (a 24-hour 1 Hz FIT file is ~5 MB). */
export const MAX_UNPACKED_FILE_BYTES = 200 * 1024 * 1024;
/** All files of one ZIP together, unpacked (a Garmin export of many years). */
const MAX_UNPACKED_ZIP_BYTES = 2 * 1024 * 1024 * 1024;
const SUPPORTED = 'FIT, TCX and GPX files are imported, also gzipped (.fit.gz) or in a ZIP';

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;
const isFit = (bytes: Uint8Array) =>
  bytes.length >= 12 && bytes[8] === 0x2e && bytes[9] === 0x46 && bytes[10] === 0x49 && bytes[11] === 0x54;

/**
 * A file name as the athlete will read it back: control characters (a NUL cannot be stored in a
 * text column) removed, and at most 200 characters.
 */
export function displayableFileName(name: string, fallback: string): string {
  const clean = name
    // eslint-disable-next-line no-control-regex -- the point is to remove control characters
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || fallback;
}

/** Files of a ZIP inflated at a time: a bulk export is never all unpacked in memory at once. */
const FILES_PER_CHUNK = 100;

/**
 * An uploaded file read by position: its bytes in memory, or a file on disk (the upload as the
 * request streamed it there), so a 35 MB bulk export is never held whole.
 */
export interface UploadSource {
  readonly size: number;
  read(position: number, length: number): Uint8Array;
}

export const bytesSource = (bytes: Uint8Array): UploadSource => ({
  size: bytes.length,
  read: (position, length) => bytes.subarray(position, position + length),
});

/** A file on disk read by position; close it when done. */
export function fileSource(filePath: string): UploadSource & { close(): void } {
  const fd = openSync(filePath, 'r');
  return {
    size: fstatSync(fd).size,
    read(position, length) {
      const out = Buffer.allocUnsafe(Math.max(0, Math.min(length, this.size - position)));
      let done = 0;
      while (done < out.length) {
        const n = readSync(fd, out, done, out.length - done, position + done);
        if (n === 0) break;
        done += n;
      }
      return done === out.length ? out : out.subarray(0, done);
    },
    close: () => closeSync(fd),
  };
}

/** A ZIP becomes its files (folders and system files left out); anything else stays one file. */
export function expandUpload(fileName: string, bytes: Uint8Array): ActivityUpload[] {
  return [...unpackUpload(fileName, bytesSource(bytes))].flat();
}

/**
 * Like expandUpload, in chunks of at most a hundred files, each inflated when it is asked for,
 * read from the upload by position (the ZIP's directory, then each file's compressed bytes).
 * A damaged file inside a ZIP fails alone; a ZIP whose directory cannot be read is one failed item.
 */
export function* unpackUpload(
  fileName: string,
  upload: UploadSource | Uint8Array,
): Generator<ActivityUpload[]> {
  const source = upload instanceof Uint8Array ? bytesSource(upload) : upload;
  const head = source.read(0, 4);
  if (!isZip(head) && !/\.zip$/i.test(fileName)) {
    yield [{ fileName, bytes: upload instanceof Uint8Array ? upload : source.read(0, source.size) }];
    return;
  }
  const failed = (error: string) => [{ fileName, bytes: new Uint8Array(), error }];
  let entries: ZipEntry[];
  try {
    entries = zipDirectory(source);
  } catch (error) {
    yield failed(
      error instanceof ActivityFileError ? error.message : 'The ZIP file is damaged and cannot be opened.',
    );
    return;
  }
  if (entries.length === 0) {
    yield failed('The ZIP file is empty.');
    return;
  }
  for (let i = 0; i < entries.length; i += FILES_PER_CHUNK) {
    yield entries.slice(i, i + FILES_PER_CHUNK).map((entry) => {
      const inner = displayableFileName(`${fileName}/${entry.name}`, fileName);
      try {
        return { fileName: inner, bytes: inflateEntry(source, entry) };
      } catch {
        return {
          fileName: inner,
          bytes: new Uint8Array(),
          error: 'The file is damaged in the ZIP and cannot be unpacked.',
        };
      }
    });
  }
}

interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;
const u64 = (b: Uint8Array, at: number) => u32(b, at) + u32(b, at + 4) * 2 ** 32;
const damagedZip = () => new ActivityFileError('The ZIP file is damaged and cannot be opened.');

/**
 * The activity files a ZIP holds, in name order, from its central directory (ZIP64 too), without
 * inflating any: folders and system files (__MACOSX, dot files) left out, sizes checked.
 */
function zipDirectory(source: UploadSource): ZipEntry[] {
  const tailLength = Math.min(source.size, 22 + 0xffff);
  const tailStart = source.size - tailLength;
  const tail = source.read(tailStart, tailLength);
  let eocd = -1;
  for (let at = tail.length - 22; at >= 0; at--) {
    if (u32(tail, at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw damagedZip();
  let count = u16(tail, eocd + 10);
  let directorySize = u32(tail, eocd + 12);
  let directoryOffset = u32(tail, eocd + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    // ZIP64: the locator just before the end record points at the ZIP64 end record.
    const locator = eocd - 20;
    if (locator < 0 || u32(tail, locator) !== 0x07064b50) throw damagedZip();
    const record = source.read(u64(tail, locator + 8), 56);
    if (u32(record, 0) !== 0x06064b50) throw damagedZip();
    count = u64(record, 32);
    directorySize = u64(record, 40);
    directoryOffset = u64(record, 48);
  }
  if (directoryOffset + directorySize > source.size) throw damagedZip();
  const directory = source.read(directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || u32(directory, at) !== 0x02014b50) throw damagedZip();
    const flags = u16(directory, at + 8);
    const nameLength = u16(directory, at + 28);
    const extraLength = u16(directory, at + 30);
    const commentLength = u16(directory, at + 32);
    const nameBytes = directory.subarray(at + 46, at + 46 + nameLength);
    const name = new TextDecoder(flags & 0x800 ? 'utf-8' : 'latin1').decode(nameBytes);
    const entry: ZipEntry = {
      name,
      method: u16(directory, at + 10),
      crc: u32(directory, at + 16),
      compressedSize: u32(directory, at + 20),
      size: u32(directory, at + 24),
      localHeaderOffset: u32(directory, at + 42),
    };
    // ZIP64 sizes and offset, for the fields whose 32-bit value is all ones, in this order.
    const extra = directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    for (let e = 0; e + 4 <= extra.length; e += 4 + u16(extra, e + 2)) {
      if (u16(extra, e) !== 0x0001) continue;
      let field = e + 4;
      for (const key of ['size', 'compressedSize', 'localHeaderOffset'] as const) {
        if (entry[key] !== 0xffffffff) continue;
        entry[key] = u64(extra, field);
        field += 8;
      }
    }
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/') || /(^|\/)(__MACOSX|\.)/.test(name)) continue;
    total += entry.size;
    if (entry.size > MAX_UNPACKED_FILE_BYTES || total > MAX_UNPACKED_ZIP_BYTES)
      throw new ActivityFileError(
        `The ZIP file unpacks to more than ${MAX_UNPACKED_ZIP_BYTES / 1024 ** 3} GB.`,
      );
    entries.push(entry);
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}

/** One file of a ZIP: its compressed bytes read from the upload, inflated and checked (size, CRC). */
function inflateEntry(source: UploadSource, entry: ZipEntry): Uint8Array {
  const local = source.read(entry.localHeaderOffset, 30);
  if (u32(local, 0) !== 0x04034b50) throw damagedZip();
  const dataStart = entry.localHeaderOffset + 30 + u16(local, 26) + u16(local, 28);
  const compressed = source.read(dataStart, entry.compressedSize);
  if (compressed.length !== entry.compressedSize) throw damagedZip();
  let bytes: Uint8Array;
  if (entry.method === 0) bytes = Uint8Array.from(compressed);
  else if (entry.method === 8)
    bytes = inflateRawSync(compressed, { maxOutputLength: MAX_UNPACKED_FILE_BYTES });
  else throw damagedZip();
  if (bytes.length !== entry.size || crc32(bytes) !== entry.crc) throw damagedZip();
  return bytes;
}

/**
 * The activities of one file, whatever its format: FIT, TCX or GPX, gzipped or not, told
 * apart by their content first (exports name files oddly) and by their extension otherwise.
 * Throws ActivityFileError with a message for the athlete when the file cannot be read.
 */
export function readActivityFile(fileName: string, raw: Uint8Array): ActivityFileResult {
  let bytes = raw;
  let name = fileName.toLowerCase();
  if (isGzip(bytes)) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: MAX_UNPACKED_FILE_BYTES });
    } catch {
      throw new ActivityFileError('The gzip file is damaged and cannot be unpacked.');
    }
    name = name.replace(/\.gz$/, '');
  }
  if (bytes.length === 0) throw new ActivityFileError('The file is empty.');
  if (isFit(bytes) || name.endsWith('.fit')) return readFitActivity(bytes);
  const head = new TextDecoder().decode(bytes.subarray(0, 2048));
  if (/<TrainingCenterDatabase[\s>]/.test(head) || name.endsWith('.tcx'))
    return readTcxActivity(new TextDecoder().decode(bytes));
  if (/<gpx[\s>]/.test(head) || name.endsWith('.gpx'))
    return readGpxActivity(new TextDecoder().decode(bytes));
  return { kind: 'skipped', reason: `Not an activity file: ${SUPPORTED}.` };
}

/** A file's activities with their time series scored and compressed (scoreActivity), or why none. */
export type ScoredFileResult =
  | { kind: 'activities'; format: ActivityFormat; activities: ScoredActivity[] }
  | { kind: 'skipped'; reason: string };

/**
 * readActivityFile, then each activity scored for `athlete`: what an import stores, without the
 * time series. Run where the file is read (a decoder worker), so the main thread never holds them.
 */
export function readScoredActivityFile(
  fileName: string,
  raw: Uint8Array,
  athlete: ScoringAthlete,
): ScoredFileResult {
  const result = readActivityFile(fileName, raw);
  if (result.kind !== 'activities') return result;
  return { ...result, activities: result.activities.map((activity) => scoreActivity(athlete, activity)) };
}
