import type { ModelSummary } from '@cvb/contracts';
import { ModelCard } from '../search-page/model-card';
import { UpcomingModelCard } from './upcoming-model-card';

/** The search results' card, or the upcoming card (launch period, expected price) for an upcoming model. */
export function ListModelCard({
  model,
  basePath,
  first = false,
}: {
  model: ModelSummary;
  basePath: string;
  first?: boolean;
}) {
  return model.status === 'upcoming' ? (
    <UpcomingModelCard model={model} basePath={basePath} first={first} />
  ) : (
    <ModelCard model={model} basePath={basePath} first={first} />
  );
}
