import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@cvb/router';
import { fetchDeskBrand, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Skeleton } from '@cvb/ui';
import { BrandForm } from './brand-form';

/** /admin/catalogue/brands/new and /admin/catalogue/brands/:id. */
export function BrandEditor() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  return (
    <>
      <p>
        <Link to="/admin/catalogue">{t('catalogue.back')}</Link>
      </p>
      {id === 'new' ? <BrandForm initial={null} /> : <ExistingBrand id={Number(id)} />}
    </>
  );
}

function ExistingBrand({ id }: { id: number }) {
  const brand = useApiData((signal) => fetchDeskBrand(id, signal), `desk-brand-${id}`);
  return (
    <ApiDataView result={brand} skeleton={<Skeleton $height="360px" />}>
      {(data) => <BrandForm key={data.id} initial={data} />}
    </ApiDataView>
  );
}
