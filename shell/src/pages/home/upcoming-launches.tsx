import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchFilterPage, useApiData } from '@cvb/api-client';
import { ALL_VERTICAL_DEFINITIONS, type LocaleCode, type ModelSummary } from '@cvb/contracts';
import { formatPrice } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, Carousel, DataState, Muted, SectionTitle, Skeleton } from '@cvb/ui';
import { formatLaunchPeriod } from '@cvb/vehicle-catalogue/chrome';
import { AppLink } from '../../chrome/app-link';

/** Upcoming models shown of each vertical, so that every vertical has its place in the row. */
const PER_VERTICAL = 2;
/** Upcoming models asked of each vertical: enough to find its soonest two whatever order the API lists them in. */
const UPCOMING_ASKED = 12;

/** The soonest upcoming models of every vertical, soonest launch first (a model without a launch period last). */
export async function loadUpcomingLaunches(locale: LocaleCode, signal: AbortSignal): Promise<ModelSummary[]> {
  const pages = await Promise.all(
    ALL_VERTICAL_DEFINITIONS.map((definition) =>
      fetchFilterPage(
        definition.key,
        { pageType: 'upcoming', page: 1, pageSize: UPCOMING_ASKED, locale },
        signal,
      ),
    ),
  );
  const launch = (model: ModelSummary) => model.expectedLaunch ?? '9999';
  const soonestFirst = (a: ModelSummary, b: ModelSummary) =>
    launch(a).localeCompare(launch(b)) || b.popularity - a.popularity;
  return pages
    .flatMap((page) => [...page.items].sort(soonestFirst).slice(0, PER_VERTICAL))
    .sort(soonestFirst);
}

const LaunchCard = styled(Card)`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  img {
    width: 100%;
    height: 110px;
    object-fit: contain;
  }
  h3 {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: ${({ theme }) => theme.font.size.large};
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
  /* The whole card is the link's target. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Badge = styled.span`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.small};
  font-weight: 700;
`;

const Price = styled.p`
  margin: 0;
  font-weight: 700;
`;

function UpcomingCard({ model }: { model: ModelSummary }) {
  const { t } = useTranslation(['shell', 'common']);
  const locale = useAppSelector(selectLocale);
  const definition = ALL_VERTICAL_DEFINITIONS.find((candidate) => candidate.key === model.vertical);
  const name = model.name.toLowerCase().startsWith(model.brandName.split(' ')[0]?.toLowerCase() ?? '')
    ? model.name
    : `${model.brandName} ${model.name}`;
  return (
    <LaunchCard as="article" aria-label={name}>
      <img src={model.angleImage} alt="" width={240} height={110} loading="lazy" />
      <Muted>{t(`shell:home.finder.verticals.${model.vertical}`)}</Muted>
      <h3>
        <AppLink to={`${definition?.basePath ?? ''}/${model.brandSlug}/${model.slug}`}>{name}</AppLink>
      </h3>
      {model.expectedLaunch !== null && (
        <Badge>
          {t('shell:home.upcoming.expectedLaunch', {
            period: formatLaunchPeriod(model.expectedLaunch, locale),
          })}
        </Badge>
      )}
      <Price>
        {model.expectedPrice !== null && model.expectedPrice > 0
          ? t('shell:home.upcoming.expectedPrice', { price: `₹${formatPrice(model.expectedPrice, locale)}` })
          : t('common:priceComingSoon')}
      </Price>
    </LaunchCard>
  );
}

/** "Upcoming launches": the next models to launch in every vertical, as a row of cards. */
export function UpcomingLaunches() {
  const { t } = useTranslation('shell');
  const locale = useAppSelector(selectLocale);
  const result = useApiData((signal) => loadUpcomingLaunches(locale, signal), `upcoming/${locale}`);
  const title = t('home.upcoming.title');
  return (
    <div>
      <SectionTitle>{title}</SectionTitle>
      <DataState
        result={result}
        skeleton={<Skeleton $height="260px" />}
        isEmpty={(models) => models.length === 0}
        empty={<p>{t('home.upcoming.empty')}</p>}
      >
        {(models) => (
          <Carousel label={title}>
            {models.map((model) => (
              <UpcomingCard key={`${model.vertical}/${model.id}`} model={model} />
            ))}
          </Carousel>
        )}
      </DataState>
    </div>
  );
}
