import { assertStorageKey, type ImageStorage } from './image-storage';
import { sha256Hex, signS3Request, type S3Credentials } from './s3-signature';

export interface S3StorageOptions extends S3Credentials {
  /** e.g. https://s3.ap-south-1.amazonaws.com or a MinIO / R2 endpoint; objects are addressed path-style. */
  endpoint: string;
  bucket: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Photos in an S3-compatible bucket through signed PUT/GET/DELETE (SigV4), without the AWS SDK:
 * the API only ever needs these three calls, and the SDK would add megabytes to it.
 */
export class S3ImageStorage implements ImageStorage {
  readonly kind = 's3';
  private readonly fetch: typeof fetch;
  private readonly now: () => Date;

  constructor(private readonly options: S3StorageOptions) {
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? (() => new Date());
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    assertStorageKey(key);
    const url = new URL(`${this.options.endpoint.replace(/\/+$/, '')}/${this.options.bucket}/${key}`);
    const headers = signS3Request(
      {
        method,
        url,
        headers: contentType ? { 'content-type': contentType } : {},
        payloadHash: sha256Hex(body ?? ''),
        now: this.now(),
      },
      this.options,
    );
    delete headers.host;
    return this.fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, body, contentType);
    if (!response.ok) throw new Error(`S3 PUT ${key} failed with ${response.status}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 GET ${key} failed with ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404)
      throw new Error(`S3 DELETE ${key} failed with ${response.status}`);
  }
}
