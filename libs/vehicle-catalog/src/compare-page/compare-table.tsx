import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CompareResponse, VehicleVertical } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button } from '@cvb/ui';
import { differingRows } from '../compare/differing-rows';
import { compareTableRows } from './compare-rows';

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
  }
`;

/** Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */
const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  width: 100%;
  min-width: 560px;
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space(3)};
    font-weight: 700;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    min-width: 140px;
  }
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.background};
    min-width: 120px;
    max-width: 160px;
  }
  thead th button {
    margin-top: ${({ theme }) => theme.space(2)};
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  }
`;

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
  const { t } = useTranslation('catalog');
  const locale = useAppSelector(selectLocale);
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const allRows = compareTableRows(vertical, data, locale, t);
  const rows = differencesOnly ? differingRows(allRows) : allRows;
  return (
    <>
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
        <Table>
          <caption>{t('compare.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('compare.specification')}</th>
              {data.variants.map((variant) => (
                <th key={variant.slug} scope="col">
                  <div>{variantTitle(variant)}</div>
                  <Button
                    type="button"
                    $variant="secondary"
                    aria-label={t('compare.remove', { name: variantTitle(variant) })}
                    onClick={() => onRemove(variant.slug)}
                  >
                    ✕
                  </Button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
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
