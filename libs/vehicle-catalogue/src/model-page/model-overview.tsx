import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ModelDetail } from '@cvb/contracts';
import { PageTitle, media } from '@cvb/ui';
import { displayName } from '../search-page/model-card';
import { Gallery } from './gallery';
import { PriceSummary } from './price-summary';

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.desktop} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`;

/** The first screen: name, gallery, price line and description. */
export function ModelOverview({ model, children }: { model: ModelDetail['model']; children?: ReactNode }) {
  const name = displayName(model);
  return (
    <header>
      <PageTitle>{name}</PageTitle>
      <Top>
        <Gallery images={model.gallery} name={name} />
        <div>
          <PriceSummary model={model} />
          {model.description && <p>{model.description}</p>}
          {children}
        </div>
      </Top>
    </header>
  );
}
