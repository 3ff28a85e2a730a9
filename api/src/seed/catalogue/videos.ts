import type { VehicleVertical } from '@cvb/contracts';
import { createHash } from 'node:crypto';
import { videoTitle, type VideoTopic } from '../../catalogue/engine/video-titles';

export interface VideoSeed {
  brandSlug: string;
  modelSlug: string | null;
  /** English; the pages build each language's title from the topic (`videoTitle`). */
  title: string;
  topic: VideoTopic;
  link: string;
  publishedAt: string;
}

const TOPICS: readonly VideoTopic[] = [
  'review',
  'walkaround',
  'mileage-test',
  'price-features',
  'owner-review',
];
/** A tractor is tested in the field and a machine on site, by the hour rather than the kilometre. */
const TOPICS_OF: Partial<Record<VehicleVertical, readonly VideoTopic[]>> = {
  tractor: ['review', 'walkaround', 'field-test', 'price-features', 'owner-review'],
  infra: ['review', 'walkaround', 'site-test', 'price-features', 'operator-review'],
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
  vertical: VehicleVertical = 'truck',
): VideoSeed[] {
  // Trucks keep their historic ids; other verticals' ids differ from the trucks' of the same brand.
  const prefix = vertical === 'truck' ? '' : `${vertical === 'infra' ? 'machine' : vertical}/`;
  const brandVideos = brands.map((brand, index) => ({
    brandSlug: brand.slug,
    modelSlug: null,
    title: videoTitle('range', brand.name, vertical, 'en'),
    topic: 'range' as const,
    key: `${prefix}brand/${brand.slug}`,
    age: index * 9 + 4,
  }));
  const topics = TOPICS_OF[vertical] ?? TOPICS;
  const modelVideos = models.map((model, index) => {
    const topic = topics[index % topics.length];
    return {
      brandSlug: model.brandSlug,
      modelSlug: model.slug,
      title: videoTitle(topic, model.name, vertical, 'en'),
      topic,
      key: `${prefix}model/${model.brandSlug}/${model.slug}`,
      age: index * 3,
    };
  });
  return [...brandVideos, ...modelVideos].map(({ key, age, ...video }) => ({
    ...video,
    link: `https://www.youtube.com/watch?v=${videoIdFor(key)}`,
    publishedAt: dayBefore('2025-11-01', age),
  }));
}
