import { useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@cvb/ui';
import { translateMessage } from '../form/translate-message';
import type { LeadFlow } from '../flow/use-lead-flow';
import { FailureAlert } from './failure-alert';
import { Actions, Intro, Notice } from './field-styles';
import { TextField } from './text-field';

export interface CodeStepProps {
  idPrefix: string;
  flow: LeadFlow;
  codeFieldRef: Ref<HTMLInputElement>;
}

/** The API asked to verify the mobile: a 6-digit code by SMS, then the same lead is submitted with its token. */
export function CodeStep({ idPrefix, flow, codeFieldRef }: CodeStepProps) {
  const { t } = useTranslation('leads');
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void flow.verify(code);
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={flow.busy} aria-labelledby={`${idPrefix}-code-title`}>
      <h3 id={`${idPrefix}-code-title`}>{t('code.title')}</h3>
      <Intro>{t('code.sent', { mobile: flow.values.mobile.trim() })}</Intro>
      <TextField
        id={`${idPrefix}-code`}
        inputRef={codeFieldRef}
        label={t('code.label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={setCode}
        error={flow.codeError ? translateMessage(t, flow.codeError) : undefined}
      />
      <FailureAlert failure={flow.failure} />
      {flow.codeResent && <Notice role="status">{t('code.resent')}</Notice>}
      <Actions>
        <Button type="submit" disabled={flow.busy}>
          {flow.busy ? t('code.verifying') : t('code.verify')}
        </Button>
        <Button type="button" $variant="secondary" disabled={flow.busy} onClick={() => void flow.resend()}>
          {t('code.resend')}
        </Button>
        <Button type="button" $variant="secondary" disabled={flow.busy} onClick={flow.changeMobile}>
          {t('code.change')}
        </Button>
      </Actions>
    </form>
  );
}
