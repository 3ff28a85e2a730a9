import type { LocaleCode, StoryKind, VehicleVertical } from '@cvb/contracts';
import type { StoryVehicleRef } from '../../db/schema-media';

export interface StoryText {
  title: string;
  summary: string;
  /** HTML of paragraphs, subheadings and lists; sanitized again whenever it is served. */
  body: string;
}

/** A news story or article before it is split into one `news_articles` row per locale. */
export interface StorySeed {
  slug: string;
  kind: StoryKind;
  category: string;
  vertical: VehicleVertical | null;
  authorSlug: string;
  tags: string[];
  vehicles: StoryVehicleRef[];
  publishedAt: Date;
  expo?: boolean;
  texts: { en: StoryText } & Partial<Record<Exclude<LocaleCode, 'en'>, StoryText>>;
}

/** Paragraphs to HTML; a paragraph starting with "## " becomes a subheading. */
export function html(...paragraphs: string[]): string {
  return paragraphs
    .map((paragraph) =>
      paragraph.startsWith('## ')
        ? `<h2>${escapeHtml(paragraph.slice(3))}</h2>`
        : `<p>${escapeHtml(paragraph)}</p>`,
    )
    .join('');
}

export function list(items: string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
