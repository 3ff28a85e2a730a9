import sharp from 'sharp';

const MAX_ENTRIES = 400;
const cache = new Map<string, Buffer>();

/** An SVG drawn as WebP at a width, kept in memory (least recently used out first). */
export async function svgToWebp(key: string, svg: string, width: number): Promise<Buffer> {
  const cacheKey = `${key}@${width}`;
  const hit = cache.get(cacheKey);
  if (hit) {
    cache.delete(cacheKey);
    cache.set(cacheKey, hit);
    return hit;
  }
  const webp = await sharp(Buffer.from(svg), { density: 144 })
    .resize({ width })
    .webp({ quality: 78 })
    .toBuffer();
  cache.set(cacheKey, webp);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return webp;
}
