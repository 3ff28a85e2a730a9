import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskImageStorage } from '../src/ads/disk-storage';
import type { ImageStorage } from '../src/ads/image-storage';
import { storageFromEnv } from '../src/ads/ads-config';
import { signS3Request } from '../src/ads/s3-signature';
import { S3ImageStorage } from '../src/ads/s3-storage';

describe('ad photo storage', () => {
  it('keeps, reads and deletes files on disk, and refuses keys outside ads/', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'cvb-storage-'));
    try {
      const storage: ImageStorage = new DiskImageStorage(root);
      await storage.put('ads/abc.webp', Buffer.from('x'), 'image/webp');
      expect((await storage.get('ads/abc.webp'))?.toString()).toBe('x');
      await storage.delete('ads/abc.webp');
      expect(await storage.get('ads/abc.webp')).toBeNull();
      await expect(storage.get('ads/../../etc/passwd')).rejects.toThrow('Invalid storage key');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('signs like AWS documents it (SigV4 example "GET Object" of the S3 API reference)', () => {
    const headers = signS3Request(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        now: new Date('2013-05-24T00:00:00Z'),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('sends a signed path-style PUT to the S3 endpoint', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      calls.push({ url: url.toString(), init });
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const storage = new S3ImageStorage({
      endpoint: 'https://s3.example.in/',
      bucket: 'cvb',
      accessKeyId: 'KEY',
      secretAccessKey: 'SECRET',
      region: 'ap-south-1',
      fetch: fakeFetch,
    });
    await storage.put('ads/abc.webp', Buffer.from('photo'), 'image/webp');
    expect(calls[0].url).toBe('https://s3.example.in/cvb/ads/abc.webp');
    expect(calls[0].init.method).toBe('PUT');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=KEY\/\d{8}\/ap-south-1\/s3\/aws4_request/,
    );
    expect(headers['content-type']).toBe('image/webp');
  });

  it('chooses S3 when its variables are set, else disk, and refuses S3 without keys', () => {
    expect(storageFromEnv({ UPLOADS_DIR: '/tmp/x' }).kind).toBe('disk');
    const s3 = { S3_ENDPOINT: 'https://s3.example.in', S3_BUCKET: 'cvb' };
    expect(storageFromEnv({ ...s3, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).kind).toBe('s3');
    expect(() => storageFromEnv(s3)).toThrow('S3_ACCESS_KEY_ID');
  });
});
