import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@cvb/ui';
import { AppLink } from '../app-link';
import { LINK_SECTIONS, SISTER_SITES, SOCIAL_PROFILES } from './footer-links';
import { LanguageLinks } from './language-links';
import { LinkSection } from './link-section';
import { SocialIcon } from './social-icon';
import { SubscribeForm } from './subscribe-form';
import { useWideScreen } from './use-wide-screen';

const Wrapper = styled.footer`
  background: #101828;
  color: #d0d5dd;
  margin-top: ${({ theme }) => theme.space(10)};
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    text-decoration: underline;
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)} ${theme.space(4)}`};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: #fff;
    font-size: ${({ theme }) => theme.font.size.large};
  }
`;

const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: #fff;
  font-weight: 800;
  font-size: 1.3rem;
`;

const Sections = styled.div`
  display: grid;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
    gap: ${({ theme }) => theme.space(6)};
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 0 ${({ theme }) => theme.space(3)};
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const SocialList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    background: #1d2939;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  justify-content: space-between;
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid #344054;
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.small};
  }
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export function Footer() {
  const { t } = useTranslation('shell');
  const wide = useWideScreen();
  const newTab = t('footer.opensInNewTab');
  return (
    <Wrapper>
      <Inner>
        <Top>
          <div>
            <Brand>{t('common:siteName')}</Brand>
            <p>{t('footer.about')}</p>
            <SocialList aria-label={t('footer.sections.social')}>
              {SOCIAL_PROFILES.map(({ network, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t('footer.social', { network })} ${newTab}`}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </SocialList>
          </div>
          <div>
            <h2 id="footer-subscribe-heading">{t('footer.subscribe.heading')}</h2>
            <p>{t('footer.subscribe.lead')}</p>
            <SubscribeForm />
          </div>
        </Top>
        <Sections>
          {LINK_SECTIONS.map((section) => (
            <LinkSection key={section.key} title={t(`footer.sections.${section.key}`)} wide={wide}>
              <ul>
                {section.links.map((link) => (
                  <li key={link.key}>
                    <AppLink to={link.to} keepEnglish={link.keepEnglish}>
                      {t(`footer.links.${link.key}`)}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </LinkSection>
          ))}
          <LinkSection title={t('footer.sections.sisterSites')} wide={wide}>
            <ul>
              {SISTER_SITES.map((site) => (
                <li key={site.key}>
                  <a href={site.href} target="_blank" rel="noopener">
                    {t(`footer.sisterSites.${site.key}`)}
                    <VisuallyHidden> {newTab}</VisuallyHidden>
                  </a>
                </li>
              ))}
            </ul>
          </LinkSection>
        </Sections>
        <Bottom>
          <LanguageLinks label={t('footer.sections.language')} />
          <p>{t('footer.copyright')}</p>
        </Bottom>
      </Inner>
    </Wrapper>
  );
}
