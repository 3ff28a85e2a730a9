import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@cvb/ui';
import { AppLink } from './app-link';
import { GENERAL_MENU } from './menu';

const Wrapper = styled.footer`
  background: #101828;
  color: #d0d5dd;
  margin-top: ${({ theme }) => theme.space(10)};
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${media.tablet} {
    grid-template-columns: 2fr 3fr;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    grid-template-columns: repeat(2, 1fr);
    gap: 8px;
  }
`;

const Copyright = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  border-top: 1px solid #344054;
  font-size: ${({ theme }) => theme.font.size.small};
`;

export function Footer() {
  const { t } = useTranslation('common');
  return (
    <Wrapper>
      <Inner>
        <div>
          <strong style={{ color: '#fff', fontSize: '1.2rem' }}>{t('siteName')}</strong>
          <p>{t('footer.about')}</p>
        </div>
        <nav aria-label="Footer">
          <ul>
            {GENERAL_MENU.map((item) => (
              <li key={item.key}>
                <AppLink to={item.to} keepEnglish={'keepEnglish' in item && item.keepEnglish}>
                  {t(`nav.${item.key}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </Inner>
      <Copyright>{t('footer.copyright')}</Copyright>
    </Wrapper>
  );
}
