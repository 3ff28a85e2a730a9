import type { ExpertReview, LocaleCode } from '@cvb/contracts';
import type { ModelContentText } from '../../db/schema';
import type { ModelRecord } from './model-record';

/** A model's description, FAQ, pros and cons as the model page shows them. */
export type ModelContent = Required<ModelContentText>;

/** Per-locale title and verdict (and author's name) of an expert review; English lives in the review's own fields. */
export type LocalizedReviewTexts = Partial<
  Record<string, { title?: string; verdict?: string; author?: string }>
>;

const present = <T>(value: T | undefined): value is T =>
  value !== undefined &&
  (typeof value !== 'string' || value.trim().length > 0) &&
  (!Array.isArray(value) || value.length > 0);

/** The value for the locale when it has one (non-empty), English otherwise: each field falls back on its own. */
function pick<T>(translated: T | undefined, english: T): T {
  return present(translated) ? translated : english;
}

/** The model's content in `locale`, each field falling back to English when that locale lacks it. */
export function modelContentIn(model: ModelRecord, locale: LocaleCode = 'en'): ModelContent {
  const english: ModelContent = {
    description: model.description,
    faq: model.faq,
    pros: model.pros,
    cons: model.cons,
  };
  if (locale === 'en') return english;
  const text = model.localized[locale] ?? {};
  return {
    description: pick(text.description, english.description),
    faq: pick(text.faq, english.faq),
    pros: pick(text.pros, english.pros),
    cons: pick(text.cons, english.cons),
  };
}

/** The expert review with its title and verdict in `locale`, each falling back to English. */
export function expertReviewIn(
  review: ExpertReview,
  localized: LocalizedReviewTexts,
  locale: LocaleCode = 'en',
): ExpertReview {
  if (locale === 'en') return review;
  const text = localized[locale] ?? {};
  return {
    ...review,
    title: pick(text.title, review.title),
    verdict: pick(text.verdict, review.verdict),
    author: pick(text.author, review.author),
  };
}
