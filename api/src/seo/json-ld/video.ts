import type { JsonLdObject } from '@cvb/contracts';

interface VideoFacts {
  name: string;
  description: string;
  thumbnailUrl: string;
  uploadDate: string;
  durationSeconds: number;
  youtubeId: string;
  url: string;
}

/** ISO 8601 duration: 754 s → PT12M34S. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || whole === 0 ? `${rest}S` : ''}`;
}

/** A video page's VideoObject; the film itself plays from YouTube. */
export function videoObject(facts: VideoFacts): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: facts.name,
    description: facts.description,
    thumbnailUrl: [facts.thumbnailUrl],
    uploadDate: facts.uploadDate,
    duration: isoDuration(facts.durationSeconds),
    embedUrl: `https://www.youtube.com/embed/${facts.youtubeId}`,
    url: facts.url,
  };
}
