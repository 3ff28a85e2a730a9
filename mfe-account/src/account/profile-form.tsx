import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateMyProfile } from '@cvb/api-client';
import type { AccountUser } from '@cvb/contracts';
import { Button, Card, SectionTitle } from '@cvb/ui';
import { emailRule, nameRule } from '@cvb/validation';
import { Actions, Field, FieldError } from '../common/form-parts';
import { useRuleText } from './use-rule-text';
import { SaveOutcomeNotice, useSave } from './use-save';

/** Name and email, checked with the field rules (docs/domain.md#field-rules) before PUT users/me; the mobile is the username. */
export function ProfileForm({ user }: { user: AccountUser }) {
  const { t } = useTranslation('account');
  const ruleText = useRuleText();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const { saving, outcome, save, clearOutcome } = useSave();

  async function submit(event: FormEvent) {
    event.preventDefault();
    clearOutcome();
    const found = { name: nameRule(name) ?? undefined, email: emailRule(email) ?? undefined };
    setErrors(found);
    if (found.name || found.email) return;
    await save(() => updateMyProfile({ name: name.trim(), email: email.trim() }), t('profile.saved'));
  }

  return (
    <Card as="section" aria-labelledby="profile-title">
      <SectionTitle id="profile-title" style={{ marginTop: 0 }}>
        {t('profile.title')}
      </SectionTitle>
      <form onSubmit={submit} noValidate>
        <Field>
          {t('profile.name')}
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? 'profile-name-error' : undefined}
          />
        </Field>
        {errors.name && <FieldError id="profile-name-error">{ruleText(errors.name)}</FieldError>}
        <Field>
          {t('profile.email')}
          <input
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="email"
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'profile-email-error' : undefined}
          />
        </Field>
        {errors.email && <FieldError id="profile-email-error">{ruleText(errors.email)}</FieldError>}
        <Field>
          {t('profile.mobile')}
          <input value={user.mobile} readOnly />
        </Field>
        <Actions>
          <Button type="submit" disabled={saving}>
            {saving ? t('saving') : t('profile.save')}
          </Button>
        </Actions>
        <SaveOutcomeNotice outcome={outcome} />
      </form>
    </Card>
  );
}
