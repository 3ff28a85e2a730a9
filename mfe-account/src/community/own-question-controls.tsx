import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteCommunityQuestion, editCommunityQuestion } from '@cvb/api-client';
import type { CommunityQuestion } from '@cvb/contracts';
import { Button } from '@cvb/ui';
import { questionErrors, type QuestionErrors } from './community-rules';
import { ErrorText, Field, FormBox } from './community-styles';
import { postFailureText } from './post-failure';

/** The asker's own question: edit its title and details, or delete it (asked first). */
export function OwnQuestionControls({
  question,
  onChanged,
}: {
  question: CommunityQuestion;
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation('community');
  const id = useId();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm'>('view');
  const [title, setTitle] = useState(question.title);
  const [details, setDetails] = useState(question.details);
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems = questionErrors(t, title, details);
    setErrors(problems);
    setFailure(null);
    if (problems.title || problems.details) return;
    setSending(true);
    try {
      const saved = await editCommunityQuestion(question.id, {
        title: title.trim(),
        details: details.trim(),
      });
      setMode('view');
      onChanged(saved.held ? t('held') : t('questionUpdated'));
    } catch (error) {
      setFailure(postFailureText(t, error));
    } finally {
      setSending(false);
    }
  };

  const remove = async () => {
    setFailure(null);
    try {
      await deleteCommunityQuestion(question.id);
      onChanged(t('questionDeleted'));
    } catch (error) {
      setFailure(postFailureText(t, error));
    }
  };

  if (mode === 'edit') {
    return (
      <FormBox noValidate onSubmit={save} aria-label={t('editQuestion', { title: question.title })}>
        <Field>
          <label htmlFor={`${id}-title`}>{t('question')}</label>
          <input
            id={`${id}-title`}
            type="text"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
          />
          {errors.title && <ErrorText id={`${id}-title-error`}>{errors.title}</ErrorText>}
        </Field>
        <Field>
          <label htmlFor={`${id}-details`}>{t('details')}</label>
          <textarea
            id={`${id}-details`}
            rows={3}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
          {errors.details && <ErrorText>{errors.details}</ErrorText>}
        </Field>
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="submit" disabled={sending}>
            {sending ? t('saving') : t('save')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setMode('view')}>
            {t('cancel')}
          </Button>
        </div>
      </FormBox>
    );
  }
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      {mode === 'confirm' ? (
        <div
          role="group"
          aria-label={t('confirmDelete')}
          style={{ display: 'flex', gap: 8, alignItems: 'center' }}
        >
          <span>{t('confirmDelete')}</span>
          <Button type="button" onClick={remove}>
            {t('yesDelete')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setMode('view')}>
            {t('cancel')}
          </Button>
        </div>
      ) : (
        <>
          <Button type="button" $variant="secondary" onClick={() => setMode('edit')}>
            {t('editQuestion', { title: question.title })}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setMode('confirm')}>
            {t('deleteQuestion', { title: question.title })}
          </Button>
        </>
      )}
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
    </div>
  );
}
