import { useTranslation } from 'react-i18next';
import { fetchLubricantsForVehicle } from '@cvb/api-client';
import type { Lubricant } from '@cvb/contracts';
import { FitmentFinder, type FinderColumn } from './fitment-finder';

const fetchLubricants = async (...args: Parameters<typeof fetchLubricantsForVehicle>) => {
  const { vehicle, lubricants } = await fetchLubricantsForVehicle(...args);
  return { vehicle, items: lubricants };
};

/** /tyres/lubricant-finder — oils that fit a vehicle: viscosity, technology, quality, category, quantity. */
export function LubricantFinderPage() {
  const { t } = useTranslation('tyres');
  const columns: FinderColumn<Lubricant>[] = [
    { heading: 'lubricant.category', cell: (oil) => t(`lubricant.categories.${oil.category}`) },
    { heading: 'lubricant.viscosity', cell: (oil) => oil.viscosity },
    { heading: 'lubricant.technology', cell: (oil) => t(`lubricant.technologies.${oil.technology}`) },
    { heading: 'lubricant.quality', cell: (oil) => oil.quality },
    { heading: 'lubricant.quantity', cell: (oil) => t('lubricant.litres', { value: oil.quantityLitres }) },
  ];
  return <FitmentFinder kind="lubricants" texts="lubricant" fetchFits={fetchLubricants} columns={columns} />;
}
