import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_TOO_LARGE_MESSAGE, PICTURE_TYPE_MESSAGE } from '../src/pictures/pictures.service';
import type { TestAthlete } from './support/athlete-factory';
import { signedUpAthlete } from './support/seed-athlete';
import { appForFile } from './support/test-app';

const t = appForFile();
let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;
beforeAll(async () => {
  const canvas = () =>
    sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 20, g: 120, b: 200 } } });
  png = await canvas().png().toBuffer();
  jpeg = await canvas().jpeg().toBuffer();
  webp = await canvas().webp().toBuffer();
});

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----tricoach${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  a: TestAthlete,
  bytes: Buffer,
  filename = 'me.png',
  contentType = 'image/png',
  field = 'file',
) => {
  const body = multipart(bytes, filename, contentType, field);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/app/upload-profile-picture',
    payload: body.payload,
    headers: { ...a.headers, ...body.headers },
  });
};

describe('profile picture', () => {
  it('stores a PNG at most 512 px on the long side and serves it to its athlete', async () => {
    const a = await signedUpAthlete(t);
    const response = await upload(a, png);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ profilePictureUrl: `/api/v1/app/profile-picture/${a.athleteId}` });

    const picture = await a.call('GET', `/api/v1/app/profile-picture/${a.athleteId}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('private, no-cache');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 341]);

    const again = await t.app.inject({
      url: `/api/v1/app/profile-picture/${a.athleteId}`,
      headers: { ...a.headers, 'if-none-match': String(picture.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(
      (await a.call('GET', `/api/v1/odata/AthleteProfile/${a.athleteId}`)).json().profilePictureUrl,
    ).toBe(`/api/v1/app/profile-picture/${a.athleteId}`);
  });

  it('detects the type from the bytes, not the name', async () => {
    const a = await signedUpAthlete(t);
    const asPng = await upload(a, jpeg, 'holiday.png', 'image/png');
    expect(asPng.statusCode).toBe(200);
    const picture = await a.call('GET', `/api/v1/app/profile-picture/${a.athleteId}`);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect((await upload(a, webp, 'me.jpg', 'image/jpeg')).statusCode).toBe(200);
    const replaced = await a.call('GET', `/api/v1/app/profile-picture/${a.athleteId}`);
    expect(replaced.headers['content-type']).toBe('image/webp');
    expect((await sharp(replaced.rawPayload).metadata()).width).toBe(512);

    const b = await signedUpAthlete(t);
    const fake = await upload(b, Buffer.from('just some text, renamed'), 'fake.png', 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({
      message: PICTURE_TYPE_MESSAGE,
      fieldErrors: [{ field: 'file', message: PICTURE_TYPE_MESSAGE }],
    });
    const broken = await upload(b, Buffer.concat([png.subarray(0, 16), randomBytes(64)]));
    expect(broken.statusCode).toBe(400);
    expect((await b.call('GET', `/api/v1/app/profile-picture/${b.athleteId}`)).statusCode).toBe(404);
  });

  it('refuses uploads over 5 MB and requests without the file', async () => {
    const a = await signedUpAthlete(t);
    const large = await upload(a, Buffer.concat([png.subarray(0, 8), randomBytes(5 * 1024 * 1024 + 10)]));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'payload_too_large', message: PICTURE_TOO_LARGE_MESSAGE });
    expect((await upload(a, png, 'me.png', 'image/png', 'picture')).statusCode).toBe(400);
    const json = await a.call('POST', '/api/v1/app/upload-profile-picture', { file: 'me.png' });
    expect(json.statusCode).toBe(400);
    expect(json.json().fieldErrors).toEqual([{ field: 'file', message: 'Picture is required' }]);
    expect((await a.call('GET', `/api/v1/app/profile-picture/${a.athleteId}`)).statusCode).toBe(404);
  });

  it('hides a picture from other athletes and deletes it', async () => {
    const a = await signedUpAthlete(t);
    const b = await signedUpAthlete(t);
    await upload(a, png);
    expect((await b.call('GET', `/api/v1/app/profile-picture/${a.athleteId}`)).statusCode).toBe(404);
    expect((await b.call('DELETE', '/api/v1/app/delete-profile-picture')).statusCode).toBe(204);
    expect((await a.call('GET', `/api/v1/app/profile-picture/${a.athleteId}`)).statusCode).toBe(200);
    expect((await a.call('DELETE', '/api/v1/app/delete-profile-picture')).statusCode).toBe(204);
    expect((await a.call('GET', `/api/v1/app/profile-picture/${a.athleteId}`)).statusCode).toBe(404);
    expect(
      (await a.call('GET', `/api/v1/odata/AthleteProfile/${a.athleteId}`)).json().profilePictureUrl,
    ).toBeNull();
  });
});
