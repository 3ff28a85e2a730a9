import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import type { ModelSummary } from '@cvb/contracts';
import { formatPriceRange } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Muted } from '@cvb/ui';
import { modelPathUnder } from '../model-page/vertical-paths';
import { bodyTypeName, cardFacts } from '../specs/spec-values';
import { CardPicture } from './card-picture';

const Title = styled.h3`
  margin: ${({ theme }) => theme.space(2)} 0;
  font-size: ${({ theme }) => theme.font.size.large};
`;

/** The title's link covers the whole card, so the card is one big tap target with one accessible link. */
export const StretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.brand};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-weight: 700;
`;

/** Model names usually carry the brand ("Tata Ace Gold"); add it only when they do not. */
export function displayName({ brandName, name }: Pick<ModelSummary, 'brandName' | 'name'>): string {
  const brandWord = brandName.split(' ')[0] ?? brandName;
  return name.toLowerCase().startsWith(brandWord.toLowerCase()) ? name : `${brandName} ${name}`;
}

/**
 * One model of the results: name (a link to its page under `basePath`), ex-showroom price range, body type and key
 * facts; `first` marks the page's first card (see `CardPicture`).
 */
export function ModelCard({
  model,
  basePath,
  first = false,
}: {
  model: ModelSummary;
  basePath?: string;
  first?: boolean;
}) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  const name = displayName(model);
  const details = [bodyTypeName(model, t), ...cardFacts(model, t)];
  return (
    <Card as="article" aria-label={name} style={{ position: 'relative' }}>
      <CardPicture src={model.angleImage} first={first} />
      <Title>
        {basePath ? (
          <StretchedLink to={modelPathUnder(basePath, model.brandSlug, model.slug)}>{name}</StretchedLink>
        ) : (
          name
        )}
      </Title>
      <Price>
        {model.minPrice !== null && model.maxPrice !== null
          ? formatPriceRange(model.minPrice, model.maxPrice, locale)
          : t('common:priceComingSoon')}
      </Price>
      <Muted>{details.join(' · ')}</Muted>
    </Card>
  );
}
