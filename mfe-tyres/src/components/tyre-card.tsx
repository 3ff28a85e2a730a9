import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import type { TyreModelSummary } from '@cvb/contracts';
import { Card, Muted } from '@cvb/ui';
import { Chips } from './styled';
import { useRupees } from './use-locale';

const Title = styled.h3`
  margin: 0 0 4px;
  font-size: ${({ theme }) => theme.font.size.large};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Price = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

export function tyrePath(tyre: { brandSlug: string; slug: string }): string {
  return `/tyres/${tyre.brandSlug}/${tyre.slug}`;
}

export interface TyreCardProps {
  tyre: TyreModelSummary;
  /** A control under the card (e.g. "Add to compare"). */
  footer?: React.ReactNode;
  /** The size to name, when the list is about one size (the finder); the model's lead size otherwise. */
  size?: string;
}

/** One tyre model in a list: name, size, tread, construction and the price range. */
export function TyreCard({ tyre, footer, size }: TyreCardProps) {
  const { t } = useTranslation('tyres');
  const rupees = useRupees();
  const low = rupees(tyre.price);
  const high = rupees(tyre.maxPrice);
  return (
    <Card as="article" aria-label={tyre.name}>
      <Title>
        <Link to={tyrePath(tyre)}>{tyre.name}</Link>
      </Title>
      <Muted>
        {size ?? tyre.size} · {t('sizesCount', { count: tyre.sizeCount })}
      </Muted>
      <Chips>
        <li>{t(`construction.${tyre.construction}`)}</li>
        <li>{t(`tread.${tyre.type}`)}</li>
        {tyre.tubeless && <li>{t('tubeless')}</li>}
        {tyre.status === 'upcoming' && <li>{t('upcoming')}</li>}
      </Chips>
      <Price>{low === null ? t('priceNotAvailable') : low === high ? low : `${low} – ${high}`}</Price>
      {footer}
    </Card>
  );
}
