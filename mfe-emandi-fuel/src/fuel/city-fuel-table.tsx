import type { CityFuelPrice, FuelKind } from '@cvb/contracts';
import { Muted } from '@cvb/ui';
import { FuelLink } from '../shared/fuel-link';
import { formatRupees } from '../shared/locale-format';
import { TableBox } from '../shared/price-table';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { fuelPlacePath } from './fuel-names';
import { PriceChange } from './price-change';
import { usePlaceName } from '../shared/use-place-name';
import { useStateName } from '../shared/use-state-name';

const priceOf = (item: CityFuelPrice, fuel: FuelKind) => (fuel === 'cng' ? item.cng : item[fuel]);
const changeOf = (item: CityFuelPrice, fuel: FuelKind) =>
  fuel === 'cng' ? item.cngChange : fuel === 'petrol' ? item.petrolChange : item.dieselChange;

/** Cities with the prices of `fuels`, the first fuel as the key column; each city links to its page. */
export function CityFuelTable({
  items,
  fuels,
  caption,
  linkFuel = fuels[0],
}: {
  items: CityFuelPrice[];
  fuels: readonly FuelKind[];
  caption: string;
  linkFuel?: FuelKind;
}) {
  const t = useEmandiTexts();
  const stateName = useStateName();
  const nameOf = usePlaceName();
  const locale = useLocale();
  return (
    <TableBox name={caption}>
      <table>
        <caption style={{ position: 'absolute', left: '-9999px' }}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fuel.city')}</th>
            {fuels.map((fuel) => (
              <th scope="col" className="number" key={fuel}>
                {t(`fuel.${fuel}`)}
                <small>{fuel === 'cng' ? t('fuel.perKg') : t('fuel.perLitre')}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.citySlug}>
              <th scope="row">
                <FuelLink to={fuelPlacePath(linkFuel, item.citySlug)}>{nameOf(item.city)}</FuelLink>
                <small>{stateName(item.state)}</small>
              </th>
              {fuels.map((fuel, index) => {
                const price = priceOf(item, fuel);
                return (
                  <td key={fuel} className={index === 0 ? 'number key' : 'number'}>
                    {price === null ? (
                      <Muted>–</Muted>
                    ) : (
                      <>
                        {formatRupees(price, locale, 2)}
                        <PriceChange change={changeOf(item, fuel)} />
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
