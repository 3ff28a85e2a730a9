import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ModelSummary } from '@cvb/contracts';
import { formatPrice } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { LeadButton } from '@cvb/lead-forms';
import { Card, Muted } from '@cvb/ui';
import { displayName, StretchedLink } from '../search-page/model-card';
import { modelPathUnder } from '../model-page/vertical-paths';
import { formatLaunchPeriod } from './expected-launch';
import { bodyTypeName } from '../specs/spec-values';
import { CardPicture } from '../search-page/card-picture';

const Title = styled.h3`
  margin: ${({ theme }) => theme.space(2)} 0;
  font-size: ${({ theme }) => theme.font.size.large};
`;

const Price = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-weight: 700;
`;

const Badge = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 700;
`;

/** Above the card's stretched link, so the button gets its own clicks. */
const AlertSlot = styled.div`
  position: relative;
  z-index: 1;
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** An upcoming model: its expected launch period and expected price, or "Price coming soon". */
export function UpcomingModelCard({
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
      {model.expectedLaunch !== null && (
        <Badge>
          {t('catalogue:lists.expectedLaunch', { period: formatLaunchPeriod(model.expectedLaunch, locale) })}
        </Badge>
      )}
      <Price>
        {model.expectedPrice !== null && model.expectedPrice > 0
          ? t('catalogue:lists.expectedPrice', { price: `₹${formatPrice(model.expectedPrice, locale)}` })
          : t('common:priceComingSoon')}
      </Price>
      <Muted>{bodyTypeName(model, t)}</Muted>
      <AlertSlot>
        <LeadButton
          kind="launch-alert"
          vehicle={{ vertical: model.vertical, brandSlug: model.brandSlug, modelSlug: model.slug, name }}
          variant="secondary"
          nameInLabel
        />
      </AlertSlot>
    </Card>
  );
}
