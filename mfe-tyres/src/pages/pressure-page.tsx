import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@cvb/router';
import { fetchTyrePressure, useApiData } from '@cvb/api-client';
import { LOAD_INFLATION_EXPONENT, LOAD_LEVELS } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Container, Lead, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { Field, FieldRow, Notice, TableScroll } from '../components/styled';
import { useChosenVehicle, VehiclePicker } from '../components/vehicle-picker';

type LoadLevel = (typeof LOAD_LEVELS)[number];

/** /tyres/pressure-checker — vehicle and load → cold pressure front and rear, with the rule explained. */
export function PressureCheckerPage() {
  const { t } = useTranslation('tyres');
  const [params, setParams] = useSearchParams();
  const vehicle = useChosenVehicle();
  const load = (
    (LOAD_LEVELS as readonly string[]).includes(params.get('load') ?? '') ? params.get('load') : 'full'
  ) as LoadLevel;
  const key = vehicle ? `${vehicle.vertical}/${vehicle.brand}/${vehicle.model}/${load}` : '';
  const result = useApiData(
    (signal) => (vehicle ? fetchTyrePressure({ ...vehicle, load }, signal) : Promise.resolve(null)),
    key,
  );
  return (
    <Container>
      <PageTitle>{t('pressure.title')}</PageTitle>
      <Lead>{t('pressure.lead')}</Lead>
      <VehiclePicker kind="tyres" />
      <FieldRow>
        <Field>
          {t('pressure.load')}
          <select
            value={load}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              next.set('load', e.target.value);
              setParams(next, { replace: true });
            }}
          >
            {LOAD_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`pressure.level.${level}`)}
              </option>
            ))}
          </select>
        </Field>
      </FieldRow>
      {vehicle && (
        <ApiDataView result={result} skeleton={<Skeleton $height="200px" />}>
          {(data) =>
            data && (
              <section aria-label={t('pressure.resultFor', { name: data.vehicle.modelName })}>
                <SectionTitle>{t('pressure.resultFor', { name: data.vehicle.modelName })}</SectionTitle>
                <TableScroll>
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{t('pressure.axle')}</th>
                        <th scope="col">{t('spec.size')}</th>
                        <th scope="col">{t('pressure.loadPerTyre')}</th>
                        <th scope="col">{t('pressure.recommended')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.axles.map((axle) => (
                        <tr key={axle.position}>
                          <th scope="row">{t(`position.${axle.position}`)}</th>
                          <td>
                            {axle.sizeKey} × {axle.tyreCount}
                          </td>
                          <td>{t('pressure.kg', { value: axle.loadPerTyreKg.toLocaleString('en-IN') })}</td>
                          <td>
                            <strong>{t('pressure.psi', { psi: axle.psi, bar: axle.bar })}</strong>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableScroll>
                {data.axles.some((axle) => axle.overloaded) && (
                  <Notice $tone="danger" role="alert">
                    {t('pressure.overloaded')}
                  </Notice>
                )}
                <SectionTitle>{t('pressure.howTitle')}</SectionTitle>
                <p>{t('pressure.how', { exponent: LOAD_INFLATION_EXPONENT })}</p>
                <ul>
                  {data.axles.map((axle) => (
                    <li key={axle.position}>
                      {t('pressure.reference', {
                        size: axle.sizeKey,
                        load: axle.maxLoadKg.toLocaleString('en-IN'),
                        psi: axle.maxPressurePsi,
                        capacity: axle.capacityKg.toLocaleString('en-IN'),
                        at: axle.psi,
                      })}
                    </li>
                  ))}
                </ul>
                <p>{t('pressure.caution')}</p>
              </section>
            )
          }
        </ApiDataView>
      )}
    </Container>
  );
}
