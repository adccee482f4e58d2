import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Sharp, SharpOptions } from 'sharp';
import type { Db } from '../db/database';
import { profilePictures } from '../db/schema';
import { ApiError, notFound } from '../http/errors';

/** docs/api.md: pictures up to 5 MB, stored at most 512 px on the long side. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const PICTURE_EDGE_PX = 512;
/** Refuses decompression bombs: a 5 MB file may claim a huge canvas (sharp's own limit is 268 Mpx). */
const MAX_INPUT_PIXELS = 40_000_000;

export const PICTURE_TYPE_MESSAGE = 'Please upload a JPEG, PNG or WebP image.';
export const PICTURE_TOO_LARGE_MESSAGE = 'The picture is larger than 5 MB. Please choose a smaller one.';

type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The real type from the file's first bytes (its magic number); the name and the declared type are not trusted. */
function detectPictureType(bytes: Buffer): PictureType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

const pictureUrl = (athleteId: string) => `/api/v1/app/profile-picture/${athleteId}`;

let loadedSharp: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;

/**
 * sharp is loaded with the first picture, not with the server: libvips and its libraries are
 * ~25 MB of resident memory (measured: a process importing sharp grows by ~27 MB, its heap by
 * ~6 MB) that a server nobody sends a picture to carried for nothing (issue 13's import memory).
 */
function loadSharp() {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => sharp);
  return loadedSharp;
}

/**
 * Upright (EXIF orientation applied), at most 512 px on the long side, in the type it came
 * in. sharp drops the metadata, so a phone photo's GPS position is not kept.
 */
async function normalise(
  sharp: (input: Buffer, options: SharpOptions) => Sharp,
  bytes: Buffer,
  type: PictureType,
): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: PICTURE_EDGE_PX, height: PICTURE_EDGE_PX, fit: 'inside', withoutEnlargement: true });
  switch (type) {
    case 'image/jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'image/png':
      return image.png({ compressionLevel: 9 }).toBuffer();
    case 'image/webp':
      return image.webp({ quality: 85 }).toBuffer();
  }
}

export function createPicturesService(db: Db) {
  return {
    async upload(athleteId: string, bytes: Buffer, now: Date): Promise<{ profilePictureUrl: string }> {
      const type = detectPictureType(bytes);
      if (!type)
        throw new ApiError(400, 'validation_failed', PICTURE_TYPE_MESSAGE, [
          { field: 'file', message: PICTURE_TYPE_MESSAGE },
        ]);
      // Loaded outside the try: a sharp that cannot load is the server's fault, not the picture's.
      const sharp = await loadSharp();
      let resized: Buffer;
      try {
        resized = await normalise(sharp, bytes, type);
      } catch {
        // Right magic number, broken or oversized body: as unusable as a wrong type.
        throw new ApiError(400, 'validation_failed', PICTURE_TYPE_MESSAGE, [
          { field: 'file', message: PICTURE_TYPE_MESSAGE },
        ]);
      }
      const values = { contentType: type, bytes: resized, updatedAt: now };
      await db
        .insert(profilePictures)
        .values({ athleteId, ...values })
        .onConflictDoUpdate({ target: profilePictures.athleteId, set: values });
      return { profilePictureUrl: pictureUrl(athleteId) };
    },

    async get(athleteId: string): Promise<{ contentType: string; bytes: Buffer; etag: string }> {
      const [row] = await db.select().from(profilePictures).where(eq(profilePictures.athleteId, athleteId));
      if (!row) throw notFound('Profile picture not found');
      const etag = `"${createHash('sha256').update(row.bytes).digest('base64url').slice(0, 27)}"`;
      return { contentType: row.contentType, bytes: row.bytes, etag };
    },

    /** Deleting what is not there is not an error: the outcome the athlete wanted holds. */
    async remove(athleteId: string): Promise<void> {
      await db.delete(profilePictures).where(eq(profilePictures.athleteId, athleteId));
    },
  };
}
