import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UsedVehicleAdInput } from '@cvb/contracts';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { DiskImageStorage } from '../src/ads/disk-storage';
import type { DatabaseKind } from '../src/db/database';
import { SESSION_COOKIE } from '../src/accounts/sessions';
import { ADMIN_MOBILE, RecordingSms, SITE, TestClock, type AccountsTestApi } from './accounts-helpers';
import { openTestDatabase } from './databases';

export interface AdsTestApi extends AccountsTestApi {
  uploadsDir: string;
}

/** A fresh database and app whose ad photos go to a temporary directory, per `describe`. */
export function useAdsApi(kind: DatabaseKind): AdsTestApi {
  const api = { answers: [] as LightMyRequestResponse[] } as unknown as AdsTestApi;
  beforeAll(async () => {
    api.clock = new TestClock();
    api.sms = new RecordingSms();
    api.uploadsDir = await mkdtemp(path.join(tmpdir(), 'cvb-ads-'));
    api.database = await openTestDatabase(kind);
    api.app = await buildApp({
      database: api.database,
      accounts: {
        env: {
          NODE_ENV: 'test',
          ADMIN_MOBILE,
          OTP_IP_LIMIT_PER_HOUR: '1000',
          SUBMISSION_IP_LIMIT_PER_HOUR: '1000',
        },
        clock: api.clock.now,
        sms: api.sms,
      },
      adImageStorage: new DiskImageStorage(api.uploadsDir),
    });
  });
  afterAll(async () => {
    await api.app?.close();
    await api.database?.close();
    if (api.uploadsDir) await rm(api.uploadsDir, { recursive: true, force: true });
  });
  return api;
}

export async function storedPhotos(api: AdsTestApi): Promise<string[]> {
  try {
    return await readdir(path.join(api.uploadsDir, 'ads'));
  } catch {
    return [];
  }
}

export const validAd = (fields: Partial<UsedVehicleAdInput> = {}): UsedVehicleAdInput => ({
  vertical: 'truck',
  brand: 'Tata',
  model: 'Signa 4825.TK',
  variant: '16 Cum Box',
  year: 2021,
  colour: 'White',
  kmsDriven: 145000,
  owner: '1st',
  rto: 'MH-12',
  city: 'Pune',
  state: 'Maharashtra',
  insuranceType: 'comprehensive',
  price: 2850000,
  vehicleNumber: 'MH12AB1234',
  description: 'Single owner, serviced at the dealer.',
  name: 'Suresh Patil',
  email: 'suresh@example.in',
  mobile: '9876543210',
  ...fields,
});

export interface UploadFile {
  name: string;
  type: string;
  body: Buffer;
}

/** A multipart/form-data body with an `ad` JSON field and `images` files, as the sell form sends it. */
export function adForm(ad: object | null, files: UploadFile[] = []) {
  const boundary = '----cvb-test-boundary';
  const chunks: Buffer[] = [];
  if (ad) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="ad"\r\n\r\n${JSON.stringify(ad)}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function postAd(
  api: AdsTestApi,
  session: string | undefined,
  ad: object | null,
  files: UploadFile[] = [],
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = adForm(ad, files);
  return api.app.inject({
    method: 'POST',
    url: '/api/used-vehicle-ads',
    headers: { origin: SITE, 'content-type': contentType },
    cookies: session ? { [SESSION_COOKIE]: session } : {},
    payload,
  });
}

/** A real PNG of the given size (a colour gradient, so it does not compress to nothing). */
export async function pngOf(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const p = i / 3;
    pixels[i] = p % 256;
    pixels[i + 1] = Math.floor(p / width) % 256;
    pixels[i + 2] = (p * 7) % 256;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
