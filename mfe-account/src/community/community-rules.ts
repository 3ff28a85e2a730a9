import { COMMUNITY_LIMITS } from '@cvb/contracts';
import type { TFunction } from 'i18next';

const { titleMin, titleMax, detailsMax, answerMin, answerMax } = COMMUNITY_LIMITS;

export interface QuestionErrors {
  title?: string;
  details?: string;
}

/** The same limits the API checks, in the page's language. */
export function questionErrors(t: TFunction, title: string, details: string): QuestionErrors {
  const errors: QuestionErrors = {};
  const length = title.trim().length;
  if (length < titleMin) errors.title = t('errors.questionShort', { min: titleMin });
  else if (length > titleMax) errors.title = t('errors.questionLong', { max: titleMax });
  if (details.trim().length > detailsMax) errors.details = t('errors.detailsLong', { max: detailsMax });
  return errors;
}

export function answerError(t: TFunction, body: string): string | undefined {
  const length = body.trim().length;
  if (length < answerMin) return t('errors.answerShort', { min: answerMin });
  if (length > answerMax) return t('errors.answerLong', { max: answerMax });
  return undefined;
}
