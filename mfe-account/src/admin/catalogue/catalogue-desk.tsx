import { Route, Routes } from '@cvb/router';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { BrandEditor } from './brand/brand-editor';
import { CatalogueSearch } from './catalogue-search';
import { DealersDesk } from './dealers/dealers-desk';
import { ModelEditor } from './model/model-editor';
import { PriceImport } from './prices/price-import';

/** /admin/catalogue/**: find, models, brands, dealers and the price-list import (docs/domain.md#catalogue-desk). */
export function CatalogueDesk() {
  return (
    <Routes>
      <Route index element={<CatalogueSearch />} />
      <Route path="models/:id" element={<ModelEditor />} />
      <Route path="brands/:id" element={<BrandEditor />} />
      <Route path="dealers" element={<DealersDesk />} />
      <Route path="prices" element={<PriceImport />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
