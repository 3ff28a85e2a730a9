import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UsedAdCard as UsedAdCardData } from '@cvb/contracts';
import { formatDate, formatRupees, groupIndian } from '@cvb/format';
import { Link } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Muted } from '@cvb/ui';
import { adTitle } from '../common/ad-title';

const Article = styled.article`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
  }
`;

const Photo = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
`;

const NoPhoto = styled.div`
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.background};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  align-content: start;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.large};
  line-height: 1.3;
  a {
    color: inherit;
    text-decoration: none;
  }
  /* The whole card answers a tap; the link stays the one thing a keyboard or reader meets. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.large};
`;

const Facts = styled.p`
  margin: 0;
`;

/** One ad in a list: photo, year and name (its link), asking price, km, owner, city and when it was posted. */
export function UsedAdCard({ ad, headingLevel = 3 }: { ad: UsedAdCardData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('used');
  const locale = useAppSelector(selectLocale);
  const title = adTitle(ad);
  return (
    <Article aria-label={title}>
      {ad.photo ? (
        <Photo src={ad.photo.url} alt="" width={ad.photo.width} height={ad.photo.height} loading="lazy" />
      ) : (
        <NoPhoto aria-hidden="true" />
      )}
      <Body>
        <Title as={headingLevel === 2 ? 'h2' : 'h3'}>
          <Link to={ad.path}>{title}</Link>
        </Title>
        <Price>{formatRupees(ad.price, locale)}</Price>
        <Facts>
          {t('card.kms', { kms: groupIndian(ad.kmsDriven) })} · {t(`owners.${ad.owner}`)} · {ad.city}
        </Facts>
        <Muted>{t('card.posted', { date: formatDate(ad.createdAt, locale, { style: 'medium' }) })}</Muted>
      </Body>
    </Article>
  );
}
