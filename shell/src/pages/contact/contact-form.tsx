import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { postContactMessage } from '@cvb/api-client';
import { newIdempotencyKey, lostToTheNetwork, keepAndSendWhenOnline } from '@cvb/lead-forms/offline';
import { Button, media } from '@cvb/ui';
import { FieldError, TextAreaField, TextField } from '../../forms/form-fields';
import { SubmissionNotice } from '../../forms/submission-notice';
import { translateMessage } from '../../forms/translate-message';
import { useSubmission } from '../../forms/use-submission';
import { KeptNotice } from '../../forms/kept-notice';
import { checkContact, EMPTY_CONTACT, type ContactErrors, type ContactField } from './contact-fields';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 780px;
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.h2};
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  ${media.tablet} {
    justify-content: flex-start;
  }
  button {
    width: 100%;
    ${media.tablet} {
      width: auto;
    }
  }
`;

export function ContactForm() {
  const { t } = useTranslation('shell');
  const [values, setValues] = useState(EMPTY_CONTACT);
  const [fieldErrors, setFieldErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { state, submit, reset } = useSubmission();
  // One key per filled form: a retry, or the copy kept offline and sent later, is stored once by the API.
  const key = useRef(newIdempotencyKey());
  const [kept, setKept] = useState(false);
  // Aborted when the form closes: a kept submission stops waiting here and is left to the page-wide sender.
  const leaving = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => controller.abort();
  }, []);

  const message = (text: string | undefined) =>
    text ? translateMessage(t, 'pages.contact.errors', text) : null;

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    label: t(`pages.contact.form.${name}`),
    value: values[name],
    error: message(fieldErrors[name]),
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setFieldErrors((current) => ({ ...current, [name]: undefined }));
      if (state !== 'submitting') reset();
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkContact(values);
    if (!check.ok) {
      setFormError(check.formError);
      setFieldErrors(check.fieldErrors);
      return;
    }
    setFormError(null);
    const body = { ...check.body, idempotencyKey: key.current };
    // No network: the message is kept on this phone and goes once when the connection is back
    // (docs/operations.md#offline); the form says so meanwhile.
    const outcome = await submit(async () => {
      try {
        await postContactMessage(body);
      } catch (error) {
        if (!lostToTheNetwork(error)) throw error;
        setKept(true);
        try {
          const later = await keepAndSendWhenOnline({
            key: body.idempotencyKey,
            kind: 'contact',
            body,
            send: postContactMessage,
            signal: leaving.current?.signal,
          });
          if (later && !later.sent) throw later.error;
        } finally {
          setKept(false);
        }
      }
    });
    if (outcome.ok) {
      setValues(EMPTY_CONTACT);
      key.current = newIdempotencyKey();
    } else if (outcome.refusal) setFormError(outcome.refusal);
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading">{t('pages.contact.form.heading')}</h2>
      <Pair>
        <TextField {...field('name')} autoComplete="name" />
        <TextField {...field('mobile')} type="tel" inputMode="numeric" autoComplete="tel-national" />
      </Pair>
      <TextField {...field('email')} type="email" autoComplete="email" />
      <TextField {...field('subject')} />
      <TextAreaField {...field('message')} />
      {formError && <FieldError role="alert">{message(formError)}</FieldError>}
      <Actions>
        <Button type="submit" disabled={state === 'submitting'}>
          {state === 'submitting' && !kept
            ? t('pages.contact.form.submitting')
            : t('pages.contact.form.submit')}
        </Button>
      </Actions>
      <div aria-live="polite">
        {kept && <KeptNotice>{t('pages.contact.form.saved')}</KeptNotice>}
        <SubmissionNotice
          state={state}
          success={t('pages.contact.form.success')}
          failure={t('pages.contact.form.failure')}
        />
      </div>
    </Form>
  );
}
