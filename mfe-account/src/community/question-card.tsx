import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CommunityQuestion } from '@cvb/contracts';
import { selectLocale, selectUser, useAppSelector } from '@cvb/store';
import { Button } from '@cvb/ui';
import { openLogin } from '../common/open-login';
import { AnswerForm } from './answer-form';
import { OwnQuestionControls } from './own-question-controls';
import { Byline } from './community-styles';
import { postedDate } from './posted-date';

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  h3,
  h4,
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    white-space: pre-line;
  }
  h4 {
    font-size: ${({ theme }) => theme.font.size.body};
  }
`;

const Answers = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Start = styled.div`
  justify-self: start;
`;

/** One question with its answers; texts are plain text (React escapes them). */
export function QuestionCard({
  question,
  onAnswered,
  onChanged,
}: {
  question: CommunityQuestion;
  onAnswered: (held: boolean) => void;
  /** The asker edited or deleted the question: the message to show, and the list reloads. */
  onChanged: (message: string) => void;
}) {
  const { t } = useTranslation('community');
  const locale = useAppSelector(selectLocale);
  const user = useAppSelector(selectUser);
  return (
    <Card aria-label={question.title}>
      <h3>{question.title}</h3>
      {question.details && <p>{question.details}</p>}
      <Byline>
        {t('askedBy', { name: question.authorName, date: postedDate(question.createdAt, locale) })}
      </Byline>
      {question.mine && <OwnQuestionControls question={question} onChanged={onChanged} />}
      <h4>{t('answers', { count: question.answers.length })}</h4>
      {question.answers.length > 0 && (
        <Answers>
          {question.answers.map((answer) => (
            <li key={answer.id}>
              <p>{answer.body}</p>
              <Byline>
                {t('answeredBy', { name: answer.authorName, date: postedDate(answer.createdAt, locale) })}
              </Byline>
            </li>
          ))}
        </Answers>
      )}
      {user ? (
        <AnswerForm questionId={question.id} questionTitle={question.title} onPosted={onAnswered} />
      ) : (
        <Start>
          <Button type="button" $variant="secondary" onClick={openLogin}>
            {t('logInToAnswer')}
          </Button>
        </Start>
      )}
    </Card>
  );
}
