import { useTranslation } from 'react-i18next';
import type { FilterPageResponse } from '@cvb/contracts';
import { HydrateWhenSeen } from '@cvb/mfe-kit';
import { CardGrid } from '@cvb/ui';
import { CardItem } from './card-item';
import { ModelCard } from './model-card';
import { Pager } from './pager';

/** The model cards and pager of a loaded result, or the empty message. */
export function SearchResults({
  data,
  basePath,
  onPage,
}: {
  data: FilterPageResponse;
  basePath: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('catalogue');
  if (data.items.length === 0) return <p>{t('search.empty')}</p>;
  return (
    <>
      <CardGrid $wide>
        {data.items.map((model, index) => (
          <CardItem key={model.id} index={index}>
            <ModelCard model={model} basePath={basePath} first={index === 0} />
          </CardItem>
        ))}
      </CardGrid>
      <HydrateWhenSeen>
        <Pager page={data.page} total={data.total} pageSize={data.pageSize} onPage={onPage} />
      </HydrateWhenSeen>
    </>
  );
}
