import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import { Container, PageTitle } from '@cvb/ui';

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

/** The not-found page's go-back-home button (docs/domain.md#page-messages): a link (it navigates) that looks like the site's primary button. */
const HomeButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.brandDark};
  }
`;

/** A path inside a remote's section that the remote has no page for (the same page as the shell's). */
export function RemoteNotFound() {
  const { t } = useTranslation('common');
  return (
    <Centered>
      <Code aria-hidden="true">404</Code>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <HomeButton to="/">{t('notFound.goHome')}</HomeButton>
    </Centered>
  );
}
