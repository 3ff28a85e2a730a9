import { useTranslation } from 'react-i18next';
import { fetchBatteriesForVehicle } from '@cvb/api-client';
import type { Battery } from '@cvb/contracts';
import { FitmentFinder, type FinderColumn } from './fitment-finder';

const fetchBatteries = async (...args: Parameters<typeof fetchBatteriesForVehicle>) => {
  const { vehicle, batteries } = await fetchBatteriesForVehicle(...args);
  return { vehicle, items: batteries };
};

/** /tyres/battery-finder — batteries that fit a vehicle: capacity, orientation, power, size, layout. */
export function BatteryFinderPage() {
  const { t } = useTranslation('tyres');
  const columns: FinderColumn<Battery>[] = [
    { heading: 'battery.capacity', cell: (battery) => `${battery.capacityAh} Ah` },
    { heading: 'battery.power', cell: (battery) => `${battery.powerCca} CCA` },
    { heading: 'battery.orientation', cell: (battery) => t(`battery.side.${battery.orientation}`) },
    { heading: 'battery.layout', cell: (battery) => battery.layout },
    { heading: 'battery.size', cell: (battery) => battery.size },
    {
      heading: 'battery.warranty',
      cell: (battery) => t('battery.months', { count: battery.warrantyMonths }),
    },
  ];
  return <FitmentFinder kind="batteries" texts="battery" fetchFits={fetchBatteries} columns={columns} />;
}
