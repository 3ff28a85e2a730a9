import { useTranslation } from 'react-i18next';
import { fetchBatteriesForVehicle, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Container, Lead, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { TableScroll } from '../components/styled';
import { useRupees } from '../components/use-locale';
import { useChosenVehicle, VehiclePicker } from '../components/vehicle-picker';

/** /tyres/battery-finder — batteries that fit a vehicle: capacity, orientation, power, size, layout. */
export function BatteryFinderPage() {
  const { t } = useTranslation('tyres');
  const rupees = useRupees();
  const vehicle = useChosenVehicle();
  const key = vehicle ? `${vehicle.vertical}/${vehicle.brand}/${vehicle.model}` : '';
  const result = useApiData(
    (signal) => (vehicle ? fetchBatteriesForVehicle(vehicle, signal) : Promise.resolve(null)),
    key,
  );
  return (
    <Container>
      <PageTitle>{t('battery.title')}</PageTitle>
      <Lead>{t('battery.lead')}</Lead>
      <VehiclePicker kind="batteries" />
      {vehicle && (
        <ApiDataView result={result} skeleton={<Skeleton $height="240px" />}>
          {(data) =>
            data && (
              <section aria-label={t('battery.resultFor', { name: data.vehicle.modelName })}>
                <SectionTitle>{t('battery.resultFor', { name: data.vehicle.modelName })}</SectionTitle>
                {data.batteries.length === 0 ? (
                  <p>{t('battery.none')}</p>
                ) : (
                  <TableScroll>
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">{t('battery.name')}</th>
                          <th scope="col">{t('battery.capacity')}</th>
                          <th scope="col">{t('battery.power')}</th>
                          <th scope="col">{t('battery.orientation')}</th>
                          <th scope="col">{t('battery.layout')}</th>
                          <th scope="col">{t('battery.size')}</th>
                          <th scope="col">{t('battery.warranty')}</th>
                          <th scope="col">{t('spec.price')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.batteries.map((battery) => (
                          <tr key={battery.slug}>
                            <th scope="row">{battery.name}</th>
                            <td>{battery.capacityAh} Ah</td>
                            <td>{battery.powerCca} CCA</td>
                            <td>{t(`battery.side.${battery.orientation}`)}</td>
                            <td>{battery.layout}</td>
                            <td>{battery.size}</td>
                            <td>{t('battery.months', { count: battery.warrantyMonths })}</td>
                            <td>{rupees(battery.price)}</td>
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
