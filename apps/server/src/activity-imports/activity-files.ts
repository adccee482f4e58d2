import { gunzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import { ActivityFileError, type ActivityFileResult } from './activity';
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

/** A ZIP becomes its files (folders and system files left out); anything else stays one file. */
export function expandUpload(fileName: string, bytes: Uint8Array): ActivityUpload[] {
  return [...unpackUpload(fileName, bytes)].flat();
}

/**
 * Like expandUpload, in chunks of at most a hundred files, each inflated when it is asked for.
 * A damaged file inside a ZIP fails alone; a ZIP whose directory cannot be read is one failed item.
 */
export function* unpackUpload(fileName: string, bytes: Uint8Array): Generator<ActivityUpload[]> {
  if (!isZip(bytes) && !/\.zip$/i.test(fileName)) {
    yield [{ fileName, bytes }];
    return;
  }
  const failed = (error: string) => [{ fileName, bytes: new Uint8Array(), error }];
  let names: string[];
  try {
    names = zipEntryNames(bytes);
  } catch (error) {
    yield failed(
      error instanceof ActivityFileError ? error.message : 'The ZIP file is damaged and cannot be opened.',
    );
    return;
  }
  if (names.length === 0) {
    yield failed('The ZIP file is empty.');
    return;
  }
  for (let i = 0; i < names.length; i += FILES_PER_CHUNK) {
    const chunk = names.slice(i, i + FILES_PER_CHUNK);
    const wanted = new Set(chunk);
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(bytes, { filter: (file) => wanted.has(file.name) });
    } catch {
      // One damaged entry: the others of the chunk are inflated one by one.
      entries = {};
      for (const name of chunk) {
        try {
          Object.assign(entries, unzipSync(bytes, { filter: (file) => file.name === name }));
        } catch {
          // left out below with its message
        }
      }
    }
    yield chunk.map((name) => {
      const content = entries[name];
      const inner = displayableFileName(`${fileName}/${name}`, fileName);
      return content
        ? { fileName: inner, bytes: content }
        : {
            fileName: inner,
            bytes: new Uint8Array(),
            error: 'The file is damaged in the ZIP and cannot be unpacked.',
          };
    });
  }
}

/** The activity files a ZIP holds, in name order, read from its directory without inflating any. */
function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  let total = 0;
  unzipSync(bytes, {
    filter: (file) => {
      if (file.name.endsWith('/') || /(^|\/)(__MACOSX|\.)/.test(file.name)) return false;
      total += file.originalSize;
      if (file.originalSize > MAX_UNPACKED_FILE_BYTES || total > MAX_UNPACKED_ZIP_BYTES)
        throw new ActivityFileError(
          `The ZIP file unpacks to more than ${MAX_UNPACKED_ZIP_BYTES / 1024 ** 3} GB.`,
        );
      names.push(file.name);
      return false;
    },
  });
  return names.sort((a, b) => a.localeCompare(b));
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
