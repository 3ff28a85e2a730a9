import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AutoExpoResponse, LocaleCode } from '@cvb/contracts';
import { media } from '@cvb/ui';
import { formatExpoDates } from './expo-dates';

const Banner = styled.header`
  color: #fff;
  background:
    radial-gradient(circle at 85% 20%, rgba(242, 140, 40, 0.55), transparent 45%),
    linear-gradient(120deg, #083f77 0%, #0b5cab 60%, #1570ef 100%);
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(4)}`};
  ${media.desktop} {
    padding: ${({ theme }) => `${theme.space(16)} ${theme.space(4)}`};
  }
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h1 {
    margin: 0;
    font-size: 1.9rem;
    line-height: 1.2;
    ${media.desktop} {
      font-size: 2.75rem;
      max-width: 820px;
    }
  }
  p {
    margin: 0;
    max-width: 760px;
    font-size: ${({ theme }) => theme.font.size.large};
  }
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-weight: 700;
  color: #fec84b;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(8)}`};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  dt {
    font-size: ${({ theme }) => theme.font.size.small};
    opacity: 0.85;
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** The Auto Expo page's banner: name, title, intro, dates and venue. */
export function ExpoHero({ expo, locale }: { expo: AutoExpoResponse['data']; locale: LocaleCode }) {
  const { t } = useTranslation('shell');
  return (
    <Banner>
      <Inner>
        <Eyebrow>{expo.name}</Eyebrow>
        <h1>{expo.title}</h1>
        <p>{expo.intro}</p>
        <Facts>
          <div>
            <dt>{t('expo.dates')}</dt>
            <dd>{formatExpoDates(expo.startDate, expo.endDate, locale)}</dd>
          </div>
          <div>
            <dt>{t('expo.venue')}</dt>
            <dd>
              {expo.venue}, {expo.city}
            </dd>
          </div>
        </Facts>
      </Inner>
    </Banner>
  );
}
