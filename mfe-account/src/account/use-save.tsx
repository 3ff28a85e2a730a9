import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../common/failure-message';
import { Notice } from '../common/form-parts';
import { useRuleText } from './use-rule-text';

export type SaveOutcome = { tone: 'success' | 'danger'; text: string } | null;

/**
 * One account form's save: while it runs `saving` is true; it ends in a success text, or the API's message in the
 * page's language (or "could not save" when the API gave none).
 */
export function useSave() {
  const { t } = useTranslation('account');
  const ruleText = useRuleText();
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const [saving, setSaving] = useState(false);

  async function save(call: () => Promise<unknown>, successText: string): Promise<boolean> {
    setSaving(true);
    try {
      await call();
      setOutcome({ tone: 'success', text: successText });
      return true;
    } catch (error) {
      const message = failureMessage(error);
      setOutcome({ tone: 'danger', text: message ? ruleText(message) : t('messages.failed') });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { saving, outcome, save, clearOutcome: () => setOutcome(null) };
}

/** The outcome of a save: a status when it worked, an alert when it did not. */
export function SaveOutcomeNotice({ outcome }: { outcome: SaveOutcome }) {
  if (!outcome) return null;
  return (
    <Notice $tone={outcome.tone} role={outcome.tone === 'success' ? 'status' : 'alert'}>
      {outcome.text}
    </Notice>
  );
}
