import { useTranslation } from 'react-i18next';
import { useUiText } from '../ui-texts/use-ui-text';
import { errorKind, type ErrorKind } from './error-kind';

/** Sentences a page says instead of the general ones for some kinds ("This vehicle is no longer listed"). */
export type ErrorTextOverrides = Partial<Record<ErrorKind, string>>;

/**
 * What to tell a visitor about a failed call, in their language: one sentence for the kind of failure (a page may
 * give its own for some kinds). Never the error's own message, which is for developers.
 */
export function useErrorText(): (error: unknown, overrides?: ErrorTextOverrides) => string {
  const { t } = useTranslation('common');
  const text = useUiText();
  return (error, overrides = {}) => {
    const kind = errorKind(error);
    return overrides[kind] ?? text(`errors.${kind}`, t('dataError'));
  };
}
