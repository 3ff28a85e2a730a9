import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchCommunityQuestions, useApiData } from '@cvb/api-client';
import { COMMUNITY_VERTICALS, DEFAULT_VERTICAL, oneOf, type CommunityVertical } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectLocale, selectUser, useAppSelector } from '@cvb/store';
import { Button, Container, Lead, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { openLogin } from '../common/open-login';
import { AskQuestionForm } from './ask-question-form';
import { communityTexts } from './community-texts';
import { Notice } from './community-styles';
import { QuestionCard } from './question-card';
import { PANEL_ID, tabId, VerticalTabs } from './vertical-tabs';

registerNamespace('community', communityTexts);

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(4)};
`;

const Questions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Start = styled.div`
  justify-self: start;
`;

function QuestionsSkeleton() {
  return (
    <>
      <Skeleton $height="140px" />
      <Skeleton $height="140px" style={{ marginTop: '12px' }} />
    </>
  );
}

/** `/community`: questions and answers per vertical; everyone reads, signed-in users ask and answer. */
export function CommunityPage() {
  const { t } = useTranslation('community');
  const user = useAppSelector(selectUser);
  // The page lists the questions asked in its language (and those from before languages were recorded).
  const locale = useAppSelector(selectLocale);
  const [params, setParams] = useSearchParams();
  const vertical: CommunityVertical = oneOf(COMMUNITY_VERTICALS, params.get('vertical')) ?? DEFAULT_VERTICAL;
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const questions = useApiData(
    (signal) => fetchCommunityQuestions({ vertical, locale }, signal),
    `${vertical}/${locale}/${version}`,
  );

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  const choose = (next: CommunityVertical) => {
    setNotice(null);
    setParams(next === DEFAULT_VERTICAL ? {} : { vertical: next }, { replace: true });
  };
  const posted = (message: string) => {
    setNotice(message);
    setVersion((current) => current + 1);
  };
  const verticalName = t(`vertical.${vertical}`);

  return (
    <Container>
      <PageTitle>{t('title')}</PageTitle>
      <Lead>{t('lead')}</Lead>
      <VerticalTabs selected={vertical} onSelect={choose} />
      <Panel role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(vertical)}>
        <section aria-labelledby="community-ask">
          <SectionTitle id="community-ask">{t('askTitle')}</SectionTitle>
          {user ? (
            <AskQuestionForm
              vertical={vertical}
              onPosted={(held) => posted(held ? t('held') : t('questionPosted'))}
            />
          ) : (
            <Start>
              <Button type="button" onClick={openLogin}>
                {t('logInToAsk')}
              </Button>
            </Start>
          )}
        </section>
        <div role="status">{notice && <Notice>{notice}</Notice>}</div>
        <section aria-labelledby="community-questions">
          <SectionTitle id="community-questions">
            {t('questionsAbout', { vertical: verticalName })}
          </SectionTitle>
          <ApiDataView
            result={questions}
            skeleton={<QuestionsSkeleton />}
            isEmpty={(data) => data.questions.length === 0}
            empty={<p>{t('empty')}</p>}
          >
            {(data) => (
              <>
                <p>{t('questionCount', { count: data.total })}</p>
                <Questions>
                  {data.questions.map((question) => (
                    <li key={question.id}>
                      <QuestionCard
                        question={question}
                        onAnswered={(held) => posted(held ? t('held') : t('answerPosted'))}
                        onChanged={posted}
                      />
                    </li>
                  ))}
                </Questions>
              </>
            )}
          </ApiDataView>
        </section>
      </Panel>
    </Container>
  );
}
