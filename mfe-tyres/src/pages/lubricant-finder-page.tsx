import { useTranslation } from 'react-i18next';
import { fetchLubricantsForVehicle, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Container, Lead, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { TableScroll } from '../components/styled';
import { useRupees } from '../components/use-locale';
import { useChosenVehicle, VehiclePicker } from '../components/vehicle-picker';

/** /tyres/lubricant-finder — oils that fit a vehicle: viscosity, technology, quality, category, quantity. */
export function LubricantFinderPage() {
  const { t } = useTranslation('tyres');
  const rupees = useRupees();
  const vehicle = useChosenVehicle();
  const key = vehicle ? `${vehicle.vertical}/${vehicle.brand}/${vehicle.model}` : '';
  const result = useApiData(
    (signal) => (vehicle ? fetchLubricantsForVehicle(vehicle, signal) : Promise.resolve(null)),
    key,
  );
  return (
    <Container>
      <PageTitle>{t('lubricant.title')}</PageTitle>
      <Lead>{t('lubricant.lead')}</Lead>
      <VehiclePicker kind="lubricants" />
      {vehicle && (
        <ApiDataView result={result} skeleton={<Skeleton $height="240px" />}>
          {(data) =>
            data && (
              <section aria-label={t('lubricant.resultFor', { name: data.vehicle.modelName })}>
                <SectionTitle>{t('lubricant.resultFor', { name: data.vehicle.modelName })}</SectionTitle>
                {data.lubricants.length === 0 ? (
                  <p>{t('lubricant.none')}</p>
                ) : (
                  <TableScroll>
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">{t('lubricant.name')}</th>
                          <th scope="col">{t('lubricant.category')}</th>
                          <th scope="col">{t('lubricant.viscosity')}</th>
                          <th scope="col">{t('lubricant.technology')}</th>
                          <th scope="col">{t('lubricant.quality')}</th>
                          <th scope="col">{t('lubricant.quantity')}</th>
                          <th scope="col">{t('spec.price')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.lubricants.map((oil) => (
                          <tr key={oil.slug}>
                            <th scope="row">{oil.name}</th>
                            <td>{t(`lubricant.categories.${oil.category}`)}</td>
                            <td>{oil.viscosity}</td>
                            <td>{t(`lubricant.technologies.${oil.technology}`)}</td>
                            <td>{oil.quality}</td>
                            <td>{t('lubricant.litres', { value: oil.quantityLitres })}</td>
                            <td>{rupees(oil.price)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </TableScroll>
                )}
              </section>
            )
          }
        </ApiDataView>
      )}
    </Container>
  );
}
