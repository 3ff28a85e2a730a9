import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@cvb/router';
import { fetchDeskModel, useApiData } from '@cvb/api-client';
import { VEHICLE_VERTICALS } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Skeleton } from '@cvb/ui';
import { emptyDocument } from './model-document';
import { ModelWorkspace } from './model-workspace';

const BLANK = emptyDocument(VEHICLE_VERTICALS[0]);

/** /admin/catalogue/models/new and /admin/catalogue/models/:id. */
export function ModelEditor() {
  const { t } = useTranslation('admin');
  const { id } = useParams();
  return (
    <>
      <p>
        <Link to="/admin/catalogue">{t('catalogue.back')}</Link>
      </p>
      {id === 'new' ? <ModelWorkspace initial={null} blank={BLANK} /> : <ExistingModel id={Number(id)} />}
    </>
  );
}

function ExistingModel({ id }: { id: number }) {
  const model = useApiData((signal) => fetchDeskModel(id, signal), `desk-model-${id}`);
  return (
    <ApiDataView result={model} skeleton={<Skeleton $height="640px" />}>
      {(data) => <ModelWorkspace key={data.id} initial={data} blank={BLANK} />}
    </ApiDataView>
  );
}
