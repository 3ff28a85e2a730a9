import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMyPassword } from '@cvb/api-client';
import { Button, Card, SectionTitle } from '@cvb/ui';
import { MESSAGES, passwordRule } from '@cvb/validation';
import { Actions, Field, FieldError } from '../common/form-parts';
import { useRuleText } from './use-rule-text';
import { SaveOutcomeNotice, useSave } from './use-save';

/** POST change-password, signed-in mode: the current password proves it is the owner. */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const ruleText = useRuleText();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { saving, outcome, save, clearOutcome } = useSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearOutcome();
    const found =
      currentPassword === '' || newPassword === '' ? MESSAGES.fillAllDetails : passwordRule(newPassword);
    setProblem(found);
    if (found) return;
    const saved = await save(() => changeMyPassword({ currentPassword, newPassword }), t('password.saved'));
    if (saved) {
      setCurrent('');
      setNew('');
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
        <SaveOutcomeNotice outcome={outcome} />
      </form>
    </Card>
  );
}
