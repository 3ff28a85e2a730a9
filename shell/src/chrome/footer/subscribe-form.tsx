import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { postSubscription } from '@cvb/api-client';
import { Button } from '@cvb/ui';
import { subscriptionEmailRule } from '@cvb/validation';
import { SubmissionNotice } from '../../forms/submission-notice';
import { FieldError } from '../../forms/form-fields';
import { translateMessage } from '../../forms/translate-message';
import { useSubmission } from '../../forms/use-submission';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  label {
    font-weight: 600;
    color: #fff;
  }
  p {
    margin: 0;
  }
`;

/** The address box keeps room for its example address (12rem); the button goes under it when both do not fit (Telugu on a phone). */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  input {
    flex: 1 1 12rem;
    width: 0;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid #475467;
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: #fda29b;
  }
`;

const Error = styled(FieldError)`
  color: #fda29b;
`;

/** The subscription form (docs/domain.md#header-and-footer): idle → submitting (button disabled) → on 201 a thank-you and an empty form; else a failure. */
export function SubscribeForm() {
  const { t } = useTranslation('shell');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { state, submit } = useSubmission();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = subscriptionEmailRule(email);
    setError(problem);
    if (problem) return;
    // postSubscription resolves only on the API's 201 and rejects on anything else.
    const outcome = await submit(() => postSubscription(email.trim()));
    if (outcome.ok) setEmail('');
    else if (outcome.refusal) setError(outcome.refusal);
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-labelledby="footer-subscribe-heading">
      <label htmlFor="footer-subscribe-email">{t('footer.subscribe.label')}</label>
      <Row>
        <input
          id="footer-subscribe-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('footer.subscribe.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'footer-subscribe-error' : undefined}
        />
        <Button type="submit" disabled={state === 'submitting'} $variant="secondary">
          {state === 'submitting' ? t('footer.subscribe.submitting') : t('footer.subscribe.button')}
        </Button>
      </Row>
      {error && (
        <Error id="footer-subscribe-error" role="alert">
          {translateMessage(t, 'footer.subscribe.errors', error)}
        </Error>
      )}
      <div aria-live="polite">
        <SubmissionNotice
          state={state}
          success={t('footer.subscribe.success')}
          failure={t('footer.subscribe.failure')}
        />
      </div>
    </Form>
  );
}
