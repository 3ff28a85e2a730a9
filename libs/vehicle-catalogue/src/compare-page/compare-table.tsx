import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompareResponse, VehicleVertical } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button } from '@cvb/ui';
import { fetchRunningCost, useApiData } from '@cvb/api-client';
import { verticalDefinition } from '@cvb/contracts';
import { costPerUnitRow } from '../cost-page/cost-per-unit-row';
import { differingRows } from '../compare/differing-rows';
import { compareTableRows } from './compare-rows';
import { Caption, Scroller, Switch, Table, VehicleArt, VehicleHead } from './compare-table-styles';

export function variantTitle(variant: CompareResponse['variants'][number]): string {
  return `${variant.modelName} ${variant.name}`;
}

/** The compared variants as columns and their price and specs as rows, with "show differences only". */
export function CompareTable({
  vertical,
  data,
  onRemove,
}: {
  vertical: VehicleVertical;
  data: CompareResponse;
  onRemove: (slug: string) => void;
}) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const slugs = data.variants.map((variant) => variant.slug);
  const runningCost = useApiData(
    (signal) =>
      verticalDefinition(vertical).runningCost
        ? fetchRunningCost(vertical, { variantSlugs: slugs, locale }, signal)
        : Promise.resolve(null),
    `${vertical}:${slugs.join(',')}:${locale}`,
  );
  const costRow =
    runningCost.status === 'ready' && runningCost.data
      ? costPerUnitRow(vertical, slugs, runningCost.data, t)
      : null;
  const [priceRow, ...specRows] = compareTableRows(vertical, data, locale, t);
  const allRows = [...(priceRow ? [priceRow] : []), ...(costRow ? [costRow] : []), ...specRows];
  const rows = differencesOnly ? differingRows(allRows) : allRows;
  const captionId = useId();
  return (
    <>
      <Caption id={captionId}>{t('compare.caption')}</Caption>
      <Switch>
        <input
          type="checkbox"
          role="switch"
          checked={differencesOnly}
          onChange={(event) => setDifferencesOnly(event.target.checked)}
        />
        {t('compare.differencesOnly')}
      </Switch>
      <Scroller tabIndex={0} role="region" aria-label={t('compare.tableRegion')}>
        <Table aria-labelledby={captionId} $vehicles={data.variants.length}>
          <colgroup>
            <col />
            {data.variants.map((variant) => (
              <col key={variant.slug} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col">{t('compare.specification')}</th>
              {data.variants.map((variant) => (
                <th key={variant.slug} scope="col">
                  <VehicleArt src={variant.angleImage} alt="" width={180} height={120} loading="lazy" />
                  <VehicleHead>
                    <span>{variantTitle(variant)}</span>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={t('compare.remove', { name: variantTitle(variant) })}
                      onClick={() => onRemove(variant.slug)}
                    >
                      <span aria-hidden="true">✕</span>
                    </Button>
                  </VehicleHead>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={data.variants[index]?.slug ?? index}>
                    {value ??
                      (row.key === 'price' ? t('compare.priceNotAvailable') : t('compare.notAvailable'))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
      {rows.length === 0 && <p>{t('compare.noDifferences')}</p>}
    </>
  );
}
