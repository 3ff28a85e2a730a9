import type { LocaleCode, LocalizedText, VehicleVertical, VideoSection } from '@cvb/contracts';
import { createHash } from 'node:crypto';
import { RANGE_TITLES } from '../../catalogue/engine/video-titles';
import { daysBefore, pick, vehiclesOf, brandsOf, type SeedVehicle } from './seed-vehicles';
import { brandName, SALES_NOUNS } from './words';

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

type Title = (name: string) => string;

/** A video's title in each language, from its subject (a model's or a brand's name). */
const TITLES: Record<VideoSection, Record<LocaleCode, Title>> = {
  review: {
    en: (n) => `${n} review: price, mileage and payload`,
    hi: (n) => `${n} समीक्षा: कीमत, माइलेज और पेलोड`,
    mr: (n) => `${n} पुनरावलोकन: किंमत, मायलेज आणि पेलोड`,
    pa: (n) => `${n} ਸਮੀਖਿਆ: ਕੀਮਤ, ਮਾਈਲੇਜ ਅਤੇ ਪੇਲੋਡ`,
    ta: (n) => `${n} மதிப்புரை: விலை, மைலேஜ், சுமைத் திறன்`,
    te: (n) => `${n} సమీక్ష: ధర, మైలేజ్, పేలోడ్`,
  },
  walkaround: {
    en: (n) => `${n} walkaround: cabin, engine and chassis`,
    hi: (n) => `${n} वॉकअराउंड: केबिन, इंजन और चेसिस`,
    mr: (n) => `${n} जवळून: केबिन, इंजिन आणि चेसिस`,
    pa: (n) => `${n} ਨੇੜਿਓਂ: ਕੈਬਿਨ, ਇੰਜਣ ਅਤੇ ਚੈਸੀ`,
    ta: (n) => `${n} அருகில் ஒரு பார்வை: கேபின், என்ஜின், சேஸிஸ்`,
    te: (n) => `${n} దగ్గరగా: క్యాబిన్, ఇంజిన్, ఛాసిస్`,
  },
  comparison: {
    en: (n) => `${n} vs its rivals: which one to buy?`,
    hi: (n) => `${n} बनाम प्रतिद्वंद्वी: कौन सा खरीदें?`,
    mr: (n) => `${n} विरुद्ध स्पर्धक: कोणता घ्यावा?`,
    pa: (n) => `${n} ਬਨਾਮ ਮੁਕਾਬਲੇਬਾਜ਼: ਕਿਹੜਾ ਖਰੀਦੀਏ?`,
    ta: (n) => `${n} மற்றும் போட்டியாளர்கள்: எதை வாங்கலாம்?`,
    te: (n) => `${n} వర్సెస్ పోటీదారులు: ఏది కొనాలి?`,
  },
  tips: {
    en: (n) => `${n} owner’s tips: service and savings`,
    hi: (n) => `${n} मालिकों के टिप्स: सर्विस और बचत`,
    mr: (n) => `${n} मालकांसाठी टिप्स: सर्व्हिस आणि बचत`,
    pa: (n) => `${n} ਮਾਲਕਾਂ ਲਈ ਟਿਪਸ: ਸਰਵਿਸ ਅਤੇ ਬੱਚਤ`,
    ta: (n) => `${n} உரிமையாளர் குறிப்புகள்: சர்வீஸ், சேமிப்பு`,
    te: (n) => `${n} యజమానులకు చిట్కాలు: సర్వీస్, పొదుపు`,
  },
  launch: {
    en: (n) => `${n} launch: first look and prices`,
    hi: (n) => `${n} लॉन्च: पहली झलक और कीमतें`,
    mr: (n) => `${n} लाँच: पहिली झलक आणि किमती`,
    pa: (n) => `${n} ਲਾਂਚ: ਪਹਿਲੀ ਝਲਕ ਅਤੇ ਕੀਮਤਾਂ`,
    ta: (n) => `${n} அறிமுகம்: முதல் பார்வையும் விலைகளும்`,
    te: (n) => `${n} లాంచ్: తొలి చూపు, ధరలు`,
  },
  news: {
    en: (n) => `${n}: this week’s news in two minutes`,
    hi: (n) => `${n}: इस हफ्ते की खबरें दो मिनट में`,
    mr: (n) => `${n}: या आठवड्याच्या बातम्या दोन मिनिटांत`,
    pa: (n) => `${n}: ਇਸ ਹਫ਼ਤੇ ਦੀਆਂ ਖ਼ਬਰਾਂ ਦੋ ਮਿੰਟਾਂ ਵਿੱਚ`,
    ta: (n) => `${n}: இந்த வாரச் செய்திகள் இரண்டு நிமிடங்களில்`,
    te: (n) => `${n}: ఈ వారం వార్తలు రెండు నిమిషాల్లో`,
  },
};

const MODEL_DESCRIPTIONS: Record<LocaleCode, Title> = {
  en: (n) => `Our video of the ${n}, filmed with owners and at the dealer. Prices are ex-showroom.`,
  hi: (n) => `${n} का हमारा वीडियो, मालिकों और डीलर के साथ फिल्माया गया। कीमतें एक्स-शोरूम हैं।`,
  mr: (n) => `${n} चा आमचा व्हिडिओ, मालक आणि डीलरसोबत चित्रित केलेला. किमती एक्स-शोरूम आहेत.`,
  pa: (n) => `${n} ਦੀ ਸਾਡੀ ਵੀਡੀਓ, ਮਾਲਕਾਂ ਅਤੇ ਡੀਲਰ ਨਾਲ ਫ਼ਿਲਮਾਈ ਗਈ। ਕੀਮਤਾਂ ਐਕਸ-ਸ਼ੋਰੂਮ ਹਨ।`,
  ta: (n) => `உரிமையாளர்களுடனும் டீலரிடமும் படமாக்கப்பட்ட ${n} பற்றிய எங்கள் வீடியோ. விலைகள் எக்ஸ்-ஷோரூம்.`,
  te: (n) => `యజమానులతో, డీలర్ వద్ద చిత్రీకరించిన ${n} పై మా వీడియో. ధరలు ఎక్స్-షోరూమ్.`,
};

const BRAND_DESCRIPTIONS: Record<LocaleCode, Title> = {
  en: (b) => `Every ${b} model in one video, with prices after the GST cut.`,
  hi: (b) => `${b} के सभी मॉडल एक वीडियो में, जीएसटी कटौती के बाद की कीमतों के साथ।`,
  mr: (b) => `${b} चे सर्व मॉडेल एका व्हिडिओत, जीएसटी कपातीनंतरच्या किमतींसह.`,
  pa: (b) => `${b} ਦੇ ਸਾਰੇ ਮਾਡਲ ਇੱਕ ਵੀਡੀਓ ਵਿੱਚ, ਜੀਐਸਟੀ ਕਟੌਤੀ ਤੋਂ ਬਾਅਦ ਦੀਆਂ ਕੀਮਤਾਂ ਨਾਲ।`,
  ta: (b) => `${b} நிறுவனத்தின் எல்லா மாடல்களும் ஒரே வீடியோவில், ஜிஎஸ்டி குறைப்புக்குப் பிந்தைய விலைகளுடன்.`,
  te: (b) => `${b} మోడళ్లన్నీ ఒకే వీడియోలో, జీఎస్టీ తగ్గింపు తర్వాతి ధరలతో.`,
};

const LOCALES: LocaleCode[] = ['en', 'hi', 'mr', 'pa', 'ta', 'te'];

/** One text per language. */
function inEvery(text: (locale: LocaleCode) => string): LocalizedText {
  return Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as LocalizedText;
}

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
    title: inEvery((locale) => TITLES[section][locale](model.name)),
    description: inEvery((locale) => MODEL_DESCRIPTIONS[locale](model.name)),
    durationSeconds: pick(`${model.slug}/${section}/length`, 150, 900),
    publishedAt: daysBefore('2025-11-19T18:00:00+05:30', index * 3),
  };
}

function brandVideo(
  vertical: VehicleVertical,
  brand: { slug: string; name: string },
  index: number,
): VideoSeedRow {
  const noun = SALES_NOUNS[vertical];
  return {
    slug: `${brand.slug}-${vertical}-range-explained`,
    youtubeId: youtubeIdOf(`${vertical}/${brand.slug}/range`),
    section: 'review',
    vertical,
    brandSlug: brand.slug,
    modelSlug: null,
    title: inEvery((locale) => RANGE_TITLES[locale](brandName(brand.name, locale), noun[locale])),
    description: inEvery((locale) => BRAND_DESCRIPTIONS[locale](brandName(brand.name, locale))),
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
