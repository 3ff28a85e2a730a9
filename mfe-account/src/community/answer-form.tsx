import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { postCommunityAnswer } from '@cvb/api-client';
import { Button } from '@cvb/ui';
import { answerError } from './community-rules';
import { ErrorText, Field, FormBox } from './community-styles';
import { postFailureText } from './post-failure';

interface AnswerFormProps {
  questionId: number;
  questionTitle: string;
  /** held: the automatic check held it for an editor (it is not public yet). */
  onPosted: (held: boolean) => void;
}

/** A signed-in user's answer to one question; plain text. */
export function AnswerForm({ questionId, questionTitle, onPosted }: AnswerFormProps) {
  const { t } = useTranslation('community');
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = answerError(t, body);
    setError(problem ?? null);
    if (problem) return;
    setSending(true);
    try {
      const posted = await postCommunityAnswer(questionId, body.trim());
      setBody('');
      onPosted(posted.held === true);
    } catch (failure) {
      setError(postFailureText(t, failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <FormBox noValidate onSubmit={onSubmit}>
      <Field>
        <label htmlFor={id}>{t('yourAnswer', { title: questionTitle })}</label>
        <textarea
          id={id}
          rows={2}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
      </Field>
      <Button type="submit" $variant="secondary" disabled={sending}>
        {sending ? t('answering') : t('answer')}
      </Button>
    </FormBox>
  );
}
