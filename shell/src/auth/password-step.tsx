import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cvb/ui';
import { passwordRule } from '@cvb/validation';
import { TextField } from '../forms/form-fields';
import { translateAccountMessage } from './failure-text';
import { useFieldErrors } from './field-errors';
import { AuthForm, LinkButton } from './form-layout';
import { useFocusOnMount } from './use-focus-on-mount';

interface PasswordStepProps {
  /** 'password' on signup; 'loginPassword' in forgot-password mode (docs/domain.md#account-messages). */
  fieldName: string;
  intro: string;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (password: string) => void;
  onChangeNumber: () => void;
}

/** The last step of signup and forgot-password: a password of at least 6 characters (docs/domain.md#field-rules). */
export function PasswordStep({
  fieldName,
  intro,
  label,
  submitLabel,
  busy,
  onSubmit,
  onChangeNumber,
}: PasswordStepProps) {
  const { t } = useTranslation('shell');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const { errors, check, clear } = useFieldErrors<'password'>();
  useFocusOnMount(input);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check([['password', passwordRule, password]])) onSubmit(password);
  };

  return (
    <AuthForm noValidate onSubmit={submit}>
      <p>{intro}</p>
      <TextField
        ref={input}
        id={`${id}-password`}
        name={fieldName}
        label={label}
        error={errors.password ? translateAccountMessage(t, errors.password) : null}
        value={password}
        type="password"
        autoComplete="new-password"
        onChange={(event) => {
          setPassword(event.target.value);
          clear('password');
        }}
      />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      <LinkButton type="button" onClick={onChangeNumber}>
        {t('auth.actions.changeNumber')}
      </LinkButton>
    </AuthForm>
  );
}
