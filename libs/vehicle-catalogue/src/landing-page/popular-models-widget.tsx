import type { VehicleVertical } from '@cvb/contracts';

import { ModelShelf } from './model-shelf';

export interface PopularModelsWidgetProps {
  vertical: VehicleVertical;
  limit?: number;
}

/** "Popular trucks" for another page (the home page): the top models by popularity, own states; the host lays it out. */
export function PopularModelsWidget({ vertical, limit = 6 }: PopularModelsWidgetProps) {
  return <ModelShelf vertical={vertical} kind="popular" limit={limit} />;
}
