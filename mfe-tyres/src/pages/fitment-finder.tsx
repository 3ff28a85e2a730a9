import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiData } from '@cvb/api-client';
import type { FinderVehicle, VehicleRefQuery } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Container, Lead, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { TableScroll } from '../components/styled';
import { useRupees } from '../components/use-locale';
import { useChosenVehicle, VehiclePicker } from '../components/vehicle-picker';

/** One column of a finder's table: its heading's text key and the cell of a row. */
export interface FinderColumn<Item> {
  heading: string;
  cell: (item: Item) => ReactNode;
}

interface FitmentFinderProps<Item extends { slug: string; name: string; price: number }> {
  kind: 'batteries' | 'lubricants';
  /** Text key prefix of the page's title, lead, result heading and empty text: `battery`, `lubricant`. */
  texts: string;
  fetchFits: (
    vehicle: VehicleRefQuery,
    signal: AbortSignal,
  ) => Promise<{ vehicle: FinderVehicle; items: Item[] }>;
  /** The columns between the name (first) and the price (last). */
  columns: FinderColumn<Item>[];
}

/**
 * A finder of parts that fit a vehicle (batteries, lubricants): pick the vehicle, then a table of what fits with
 * the columns the part has, its name first and its price last.
 */
export function FitmentFinder<Item extends { slug: string; name: string; price: number }>({
  kind,
  texts,
  fetchFits,
  columns,
}: FitmentFinderProps<Item>) {
  const { t } = useTranslation('tyres');
  const rupees = useRupees();
  const vehicle = useChosenVehicle();
  const key = vehicle ? `${vehicle.vertical}/${vehicle.brand}/${vehicle.model}` : '';
  const result = useApiData((signal) => (vehicle ? fetchFits(vehicle, signal) : Promise.resolve(null)), key);
  return (
    <Container>
      <PageTitle>{t(`${texts}.title`)}</PageTitle>
      <Lead>{t(`${texts}.lead`)}</Lead>
      <VehiclePicker kind={kind} />
      {vehicle && (
        <ApiDataView result={result} skeleton={<Skeleton $height="240px" />}>
          {(data) =>
            data && (
              <section aria-label={t(`${texts}.resultFor`, { name: data.vehicle.modelName })}>
                <SectionTitle>{t(`${texts}.resultFor`, { name: data.vehicle.modelName })}</SectionTitle>
                {data.items.length === 0 ? (
                  <p>{t(`${texts}.none`)}</p>
                ) : (
                  <TableScroll>
                    <table>
                      <thead>
                        <tr>
                          <th scope="col">{t(`${texts}.name`)}</th>
                          {columns.map((column) => (
                            <th key={column.heading} scope="col">
                              {t(column.heading)}
                            </th>
                          ))}
                          <th scope="col">{t('spec.price')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.items.map((item) => (
                          <tr key={item.slug}>
                            <th scope="row">{item.name}</th>
                            {columns.map((column) => (
                              <td key={column.heading}>{column.cell(item)}</td>
                            ))}
                            <td>{rupees(item.price)}</td>
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
