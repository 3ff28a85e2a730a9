import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchNews, useApiData } from '@cvb/api-client';
import { localeInfo } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, CardGrid, Container, ErrorPanel, Lead, Muted, PageTitle, Skeleton } from '@cvb/ui';

const Category = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 700;
  font-size: 0.8rem;
  text-transform: uppercase;
`;

export function NewsListPage() {
  const { t } = useTranslation(['media', 'common']);
  const locale = useAppSelector(selectLocale);
  const news = useApiData(
    (signal) => fetchNews({ _locale: locale, _sort: 'publishedAt:DESC', _limit: 12 }, signal),
    locale,
  );
  const dateFormat = new Intl.DateTimeFormat(localeInfo(locale).tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
  });
  return (
    <Container>
      <PageTitle>{t('media:title')}</PageTitle>
      <Lead>{t('media:lead')}</Lead>
      {news.status === 'loading' && <Skeleton role="status" $height="360px" aria-label={t('common:loading')} />}
      {news.status === 'error' && (
        <ErrorPanel
          title={t('common:dataError')}
          body={news.error.message}
          retryLabel={t('common:retry')}
          onRetry={news.retry}
        />
      )}
      {news.status === 'ready' && news.data.length === 0 && <p>{t('media:empty')}</p>}
      {news.status === 'ready' && news.data.length > 0 && (
        <CardGrid $wide>
          {news.data.map((article) => (
            <li key={article.id}>
              <Card as="article" aria-labelledby={`news-${article.id}`}>
                <Category>{article.category}</Category>
                <h2 id={`news-${article.id}`} style={{ fontSize: '1.1rem', margin: '6px 0' }}>
                  {article.title}
                </h2>
                <p style={{ margin: '0 0 8px' }}>{article.summary}</p>
                <Muted>
                  {t('media:by', { author: article.author })} ·{' '}
                  {dateFormat.format(new Date(article.publishedAt))}
                </Muted>
              </Card>
            </li>
          ))}
        </CardGrid>
      )}
    </Container>
  );
}
