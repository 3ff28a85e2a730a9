/** Where uploaded images (ad photos, editorial images) live: a directory on disk by default, an S3-compatible bucket when configured. */
export interface ImageStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are `ads/<name>.webp` (ad photos) or `media/<name>.webp` (editorial images) made by the API; anything else (e.g. `..`) is refused before touching storage. */
export const STORAGE_KEY = /^(ads|media)\/[a-z0-9-]+\.webp$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
