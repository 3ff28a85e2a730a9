import { useTranslation } from 'react-i18next';
import { translateMessage } from '../form/translate-message';
import type { LeadFailure } from '../flow/use-lead-flow';
import { FormAlert } from './field-styles';

/** Why the last call failed: the API's message in the page's language, or "could not send" without an answer. */
export function FailureAlert({ failure }: { failure: LeadFailure | null }) {
  const { t } = useTranslation('leads');
  if (!failure) return null;
  return (
    <FormAlert role="alert">
      {failure.message ? translateMessage(t, failure.message) : t('failure')}
    </FormAlert>
  );
}
