import { deskPictureUploadSchema } from '@cvb/contracts';
import sharp from 'sharp';
import type { ImageStorage } from '../src/ads';
import { SESSION_COOKIE } from '../src/accounts/sessions';
import { sessionWithRole } from './admin-helpers';
import { SITE, useAccountsApi } from './accounts-helpers';
import { testDatabases } from './databases';

class MemoryStorage implements ImageStorage {
  readonly kind = 'disk';
  readonly files = new Map<string, Buffer>();
  async put(key: string, body: Buffer): Promise<void> {
    this.files.set(key, body);
  }
  async get(key: string): Promise<Buffer | null> {
    return this.files.get(key) ?? null;
  }
  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}

describe.each(testDatabases)('catalogue desk: model pictures on %s', (kind) => {
  const storage = new MemoryStorage();
  const api = useAccountsApi(kind, { imageStorage: storage });

  it('resizes an uploaded picture to a WebP of at most 1600 px, served by the site', async () => {
    const editor = await sessionWithRole(api, 'editor');
    const photo = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const upload = (body: Buffer, type: string, session?: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/admin/catalogue/pictures',
        payload: body,
        headers: { 'content-type': type, origin: SITE },
        cookies: session ? { [SESSION_COOKIE]: session } : {},
      });
    expect((await upload(photo, 'image/jpeg')).statusCode).toBe(401);
    const response = await upload(photo, 'image/jpeg', editor);
    expect(response.statusCode).toBe(201);
    const picture = deskPictureUploadSchema.parse(response.json());
    expect(picture).toMatchObject({ width: 1600, height: 900 });
    const served = await api.app.inject({ method: 'GET', url: picture.url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect((await upload(Buffer.from('not an image'), 'image/png', editor)).statusCode).toBe(400);
  });
});
