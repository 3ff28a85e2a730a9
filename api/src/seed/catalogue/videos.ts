import { createHash } from 'node:crypto';

export interface VideoSeed {
  brandSlug: string;
  modelSlug: string | null;
  title: string;
  link: string;
  publishedAt: string;
}

const TOPICS = ['Review', 'Walkaround', 'Mileage Test', 'Price & Features', 'Owner Review'];
/** A tractor is tested in the field and a machine on site, by the hour rather than the kilometre. */
const TOPICS_OF: Record<string, readonly string[]> = {
  tractor: ['Review', 'Walkaround', 'Field Test', 'Price & Features', 'Owner Review'],
  machine: ['Review', 'Walkaround', 'Site Test', 'Price & Features', 'Operator Review'],
};

/** A stable 11-character YouTube-style id derived from a key. */
export function videoIdFor(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 11);
}

function dayBefore(base: string, days: number): string {
  const date = new Date(`${base}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** One brand video per brand, one model video for every model, newest first from 2025-11-01. */
export function videoSeeds(
  brands: readonly { slug: string; name: string }[],
  models: readonly { brandSlug: string; slug: string; name: string }[],
  /** What the brand's range is called in a brand video's title. */
  rangeNoun = 'truck',
): VideoSeed[] {
  // Trucks keep their historic ids; other verticals' ids differ from the trucks' of the same brand.
  const prefix = rangeNoun === 'truck' ? '' : `${rangeNoun}/`;
  const brandVideos = brands.map((brand, index) => ({
    brandSlug: brand.slug,
    modelSlug: null,
    title: `${brand.name} ${rangeNoun} range explained: which one should you buy?`,
    key: `${prefix}brand/${brand.slug}`,
    age: index * 9 + 4,
  }));
  const topics = TOPICS_OF[rangeNoun] ?? TOPICS;
  const modelVideos = models.map((model, index) => ({
    brandSlug: model.brandSlug,
    modelSlug: model.slug,
    title: `${model.name} ${topics[index % topics.length]}`,
    key: `${prefix}model/${model.brandSlug}/${model.slug}`,
    age: index * 3,
  }));
  return [...brandVideos, ...modelVideos].map(({ key, age, ...video }) => ({
    ...video,
    link: `https://www.youtube.com/watch?v=${videoIdFor(key)}`,
    publishedAt: dayBefore('2025-11-01', age),
  }));
}
