import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { postCommunityQuestion } from '@cvb/api-client';
import type { CommunityVertical } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button } from '@cvb/ui';
import { questionErrors, type QuestionErrors } from './community-rules';
import { ErrorText, Field, FormBox } from './community-styles';
import { postFailureText } from './post-failure';

interface AskQuestionFormProps {
  vertical: CommunityVertical;
  /** held: the automatic check held it for an editor (it is not public yet). */
  onPosted: (held: boolean) => void;
}

/** A signed-in user's question in the current tab's vertical; plain text. */
export function AskQuestionForm({ vertical, onPosted }: AskQuestionFormProps) {
  const { t } = useTranslation('community');
  const locale = useAppSelector(selectLocale);
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = questionErrors(t, title, details);
    setErrors(problems);
    setFailure(null);
    if (problems.title || problems.details) return;
    setSending(true);
    try {
      const posted = await postCommunityQuestion({
        vertical,
        title: title.trim(),
        details: details.trim(),
        locale,
      });
      setTitle('');
      setDetails('');
      onPosted(posted.held === true);
    } catch (error) {
      setFailure(postFailureText(t, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <FormBox noValidate onSubmit={onSubmit} aria-label={t('askTitle')}>
      <Field>
        <label htmlFor="community-question">{t('question')}</label>
        <input
          id="community-question"
          type="text"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? 'community-question-error' : undefined}
        />
        {errors.title && <ErrorText id="community-question-error">{errors.title}</ErrorText>}
      </Field>
      <Field>
        <label htmlFor="community-details">{t('details')}</label>
        <textarea
          id="community-details"
          rows={3}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          aria-invalid={errors.details ? true : undefined}
          aria-describedby={errors.details ? 'community-details-error' : undefined}
        />
        {errors.details && <ErrorText id="community-details-error">{errors.details}</ErrorText>}
      </Field>
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      <Button type="submit" disabled={sending}>
        {sending ? t('asking') : t('ask')}
      </Button>
    </FormBox>
  );
}
