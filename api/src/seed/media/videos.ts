import type { LocalizedText, VehicleVertical, VideoSection } from '@cvb/contracts';
import { createHash } from 'node:crypto';
import { daysBefore, pick, vehiclesOf, brandsOf, type SeedVehicle } from './seed-vehicles';
import { brandName, VEHICLE_NOUNS } from './words';

export interface VideoSeedRow {
  slug: string;
  youtubeId: string;
  section: VideoSection;
  vertical: VehicleVertical;
  brandSlug: string;
  modelSlug: string | null;
  title: LocalizedText;
  description: LocalizedText;
  durationSeconds: number;
  publishedAt: Date;
}

const SECTIONS: VideoSection[] = ['review', 'walkaround', 'comparison', 'tips', 'launch', 'news'];
const VERTICALS: VehicleVertical[] = ['truck', 'bus', 'three-wheeler', 'tractor', 'infra'];

const TITLES: Record<VideoSection, { en: (name: string) => string; hi: (name: string) => string }> = {
  review: {
    en: (n) => `${n} review: price, mileage and payload`,
    hi: (n) => `${n} रिव्यू: कीमत, माइलेज और पेलोड`,
  },
  walkaround: {
    en: (n) => `${n} walkaround: cabin, engine and chassis`,
    hi: (n) => `${n} वॉकअराउंड: केबिन, इंजन और चेसिस`,
  },
  comparison: {
    en: (n) => `${n} vs its rivals: which one to buy?`,
    hi: (n) => `${n} बनाम प्रतिद्वंद्वी: कौन सा खरीदें?`,
  },
  tips: {
    en: (n) => `${n} owner’s tips: service and savings`,
    hi: (n) => `${n} मालिकों के टिप्स: सर्विस और बचत`,
  },
  launch: { en: (n) => `${n} launch: first look and prices`, hi: (n) => `${n} लॉन्च: पहली झलक और कीमतें` },
  news: { en: (n) => `${n}: this week’s news in two minutes`, hi: (n) => `${n}: इस हफ्ते की खबरें दो मिनट में` },
};

const youtubeIdOf = (key: string) =>
  createHash('sha256').update(`media-video/${key}`).digest('base64url').slice(0, 11);

function modelVideo(model: SeedVehicle, index: number): VideoSeedRow {
  const section = SECTIONS[index % SECTIONS.length];
  return {
    slug: `${model.brandSlug}-${model.slug}-${section}`,
    youtubeId: youtubeIdOf(`${model.vertical}/${model.brandSlug}/${model.slug}/${section}`),
    section,
    vertical: model.vertical,
    brandSlug: model.brandSlug,
    modelSlug: model.slug,
    title: { en: TITLES[section].en(model.name), hi: TITLES[section].hi(model.name) },
    description: {
      en: `Our ${section} of the ${model.name}, filmed with owners and at the dealer. Prices are ex-showroom.`,
      hi: `${model.name} का हमारा वीडियो, मालिकों और डीलर के साथ फिल्माया गया। कीमतें एक्स-शोरूम हैं।`,
    },
    durationSeconds: pick(`${model.slug}/${section}/length`, 150, 900),
    publishedAt: daysBefore('2025-11-19T18:00:00+05:30', index * 3),
  };
}

function brandVideo(
  vertical: VehicleVertical,
  brand: { slug: string; name: string },
  index: number,
): VideoSeedRow {
  const noun = VEHICLE_NOUNS[vertical];
  return {
    slug: `${brand.slug}-${vertical}-range-explained`,
    youtubeId: youtubeIdOf(`${vertical}/${brand.slug}/range`),
    section: 'review',
    vertical,
    brandSlug: brand.slug,
    modelSlug: null,
    title: {
      en: `${brand.name} ${noun.en} range explained: which one should you buy?`,
      hi: `${brandName(brand.name, 'hi')} ${noun.hi} रेंज: कौन सा खरीदें?`,
    },
    description: {
      en: `Every ${brand.name} model in one video, with prices after the GST cut.`,
      hi: `${brandName(brand.name, 'hi')} के सभी मॉडल एक वीडियो में, जीएसटी कटौती के बाद की कीमतों के साथ।`,
    },
    durationSeconds: pick(`${brand.slug}/${vertical}/length`, 300, 1200),
    publishedAt: daysBefore('2025-11-17T18:00:00+05:30', index * 4 + 1),
  };
}

/** 150 videos: models of every vertical in turn, most popular first, topped up with brand-range videos. */
export function mediaVideoSeeds(): VideoSeedRow[] {
  // Round robin over the verticals, most popular first in each: 150 videos reach every vertical.
  const perVertical = VERTICALS.map((vertical) => vehiclesOf(vertical));
  const longest = Math.max(...perVertical.map((list) => list.length));
  const models = Array.from({ length: longest }, (_, i) =>
    perVertical.flatMap((list) => list[i] ?? []),
  ).flat();
  const rows = models.map(modelVideo);
  const brands = VERTICALS.flatMap((vertical) => brandsOf(vertical).map((brand) => ({ vertical, brand })));
  let index = 0;
  while (rows.length < 150 && index < brands.length) {
    rows.push(brandVideo(brands[index].vertical, brands[index].brand, index));
    index += 1;
  }
  // A second round of model videos in the next section when brands run out.
  for (let round = 1; rows.length < 150; round += 1) {
    for (const [position, model] of models.entries()) {
      if (rows.length >= 150) break;
      rows.push(modelVideo(model, position + round));
    }
  }
  return rows.slice(0, 150);
}
