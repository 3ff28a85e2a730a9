import type { VehicleVertical } from '@cvb/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import styled from 'styled-components';
import { runningCostTools, verticalDefinition } from '@cvb/contracts';
import { HydrateWhenSeen } from '@cvb/mfe-kit';
import { Container, Lead, PageTitle, SectionTitle } from '@cvb/ui';
import { BrowseChips } from './browse-chips';
import { ChipLinks } from './chip-links';
import { ModelShelf, type ShelfKind } from './model-shelf';
import { RecentlyViewedModels } from './recently-viewed-models';
import { TopBrands } from './top-brands';
import { useUsedListLinks } from '../used-links';

const Hero = styled.header`
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  p {
    color: #fff;
  }
`;

const SearchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  text-decoration: none;
`;

const SHELVES: readonly ShelfKind[] = ['popular', 'latest', 'upcoming', 'electric'];

/** The landing of a vertical (/trucks): search, budget and type links, model shelves, brands and tools. */
export function VehicleLandingPage({ vertical }: { vertical: VehicleVertical }) {
  const { t } = useTranslation('catalogue');
  const definition = verticalDefinition(vertical);
  const toolsId = `tools-${vertical}`;
  const usedLinks = useUsedListLinks(vertical);
  return (
    <Container>
      <Hero>
        <PageTitle>{t(`landing.${vertical}.title`)}</PageTitle>
        <Lead>{t(`landing.${vertical}.lead`)}</Lead>
        <SearchLink to={`${definition.basePath}/search`}>{t(`landing.${vertical}.searchLink`)}</SearchLink>
      </Hero>
      <BrowseChips vertical={vertical} />
      <RecentlyViewedModels vertical={vertical} />
      {/* Below the hero, each part comes alive when seen or idle (docs/architecture.md#server-view). */}
      {SHELVES.map((kind) => (
        <HydrateWhenSeen key={kind}>
          <ModelShelf vertical={vertical} kind={kind} />
        </HydrateWhenSeen>
      ))}
      <HydrateWhenSeen>
        <TopBrands vertical={vertical} />
      </HydrateWhenSeen>
      <section aria-labelledby={toolsId}>
        <SectionTitle id={toolsId}>{t(`landing.${vertical}.tools`)}</SectionTitle>
        <ChipLinks
          labelledBy={toolsId}
          links={[
            { to: `${definition.basePath}/compare`, label: t(`landing.${vertical}.compare`) },
            { to: `${definition.basePath}/emi-calculator`, label: t(`landing.${vertical}.emi`) },
            ...runningCostTools(definition).map((tool) => ({
              to: `${definition.basePath}/${tool}`,
              label: t(`runningCost.toolLink.${tool}`),
            })),
            { to: definition.dealersPath, label: t(`landing.${vertical}.dealers`) },
            ...(definition.extraTools ?? []).map((tool) => ({
              to: tool.path,
              label: t(`landing.${vertical}.${tool.key}`),
            })),
            ...usedLinks,
          ]}
        />
      </section>
    </Container>
  );
}
