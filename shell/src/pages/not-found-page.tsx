import { useTranslation } from 'react-i18next';
import { navigateToUrl } from 'single-spa';
import styled from 'styled-components';
import { localizePath } from '@cvb/i18n';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button, Container, Lead, PageTitle } from '@cvb/ui';
import { useDocumentTitle } from './use-document-title';

const Centered = styled(Container)`
  text-align: center;
  padding-top: ${({ theme }) => theme.space(12)};
  padding-bottom: ${({ theme }) => theme.space(12)};
`;

const Code = styled.p`
  margin: 0;
  font-size: 4rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.brand};
`;

/** The not-found page (docs/domain.md#page-messages); the web server answers these paths with HTTP 404. */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const locale = useAppSelector(selectLocale);
  const title = t('notFound.title');
  useDocumentTitle(title);
  return (
    <Centered>
      <Code aria-hidden="true">404</Code>
      <PageTitle>{title}</PageTitle>
      <Lead>{t('notFound.body')}</Lead>
      <Button type="button" onClick={() => navigateToUrl(localizePath('/', locale))}>
        {t('notFound.goHome')}
      </Button>
    </Centered>
  );
}
