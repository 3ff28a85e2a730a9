import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMyPassword } from '@cvb/api-client';
import { Button, Card, SectionTitle } from '@cvb/ui';
import { MESSAGES, passwordRule } from '@cvb/validation';
import { failureMessage } from '../common/failure-message';
import { Actions, Field, FieldError, Notice } from '../common/form-parts';
import { useRuleText } from './use-rule-text';

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

/** POST change-password, signed-in mode: the current password proves it is the owner. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const ruleText = useRuleText();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const found =
      currentPassword === '' || newPassword === '' ? MESSAGES.fillAllDetails : passwordRule(newPassword);
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      await changeMyPassword({ currentPassword, newPassword });
      setCurrent('');
      setNew('');
      setOutcome({ tone: 'success', text: t('password.saved') });
    } catch (error) {
      const message = failureMessage(error);
      setOutcome({ tone: 'danger', text: message ? ruleText(message) : t('messages.failed') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card as="section" aria-labelledby="password-title">
      <SectionTitle id="password-title" style={{ marginTop: 0 }}>
        {t('password.title')}
      </SectionTitle>
      <form onSubmit={submit} noValidate>
        <Field>
          {t('password.current')}
          <input
            type="password"
            value={currentPassword}
            onChange={(event) => setCurrent(event.target.value)}
            autoComplete="current-password"
          />
        </Field>
        <Field>
          {t('password.new')}
          <input
            type="password"
            value={newPassword}
            onChange={(event) => setNew(event.target.value)}
            autoComplete="new-password"
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? 'password-error' : undefined}
          />
        </Field>
        {problem && <FieldError id="password-error">{ruleText(problem)}</FieldError>}
        <Actions>
          <Button type="submit" disabled={saving}>
            {saving ? t('saving') : t('password.save')}
          </Button>
        </Actions>
        {outcome && (
          <Notice $tone={outcome.tone} role={outcome.tone === 'success' ? 'status' : 'alert'}>
            {outcome.text}
          </Notice>
        )}
      </form>
    </Card>
  );
}
