import { Link } from '@cvb/router';
import type { MandiRecord } from '@cvb/contracts';
import { Button } from '@cvb/ui';
import styled from 'styled-components';
import { commodityName } from '../shared/commodity-name';
import { downloadCsv, toCsv } from '../shared/csv-download';
import { formatRupees } from '../shared/locale-format';
import { TableBox } from '../shared/price-table';
import { useEmandiTexts } from '../shared/use-emandi-texts';
import { useLocale } from '../shared/use-locale';
import { useStateName } from '../shared/use-state-name';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
`;

export const marketPath = (record: Pick<MandiRecord, 'state' | 'district' | 'market'>) =>
  `/emandi/market/${record.state.slug}/${record.district.slug}/${record.market.slug}`;

export interface MandiRecordsTableProps {
  records: MandiRecord[];
  caption: string;
  /** First column: the commodity (a market's page) or the market (a commodity's page). */
  lead: 'commodity' | 'market';
  fileName: string;
  summary?: string;
}

/** Prices of the day in a phone-sized table, with a CSV download of exactly these rows. */
export function MandiRecordsTable({ records, caption, lead, fileName, summary }: MandiRecordsTableProps) {
  const t = useEmandiTexts();
  const stateName = useStateName();
  const locale = useLocale();
  const price = (value: number | null) =>
    value === null ? t('mandi.notReported') : formatRupees(value, locale);
  const download = () =>
    downloadCsv(
      fileName,
      toCsv(
        [
          'Commodity',
          'Variety',
          'Grade',
          'State',
          'District',
          'Market',
          'Arrival_Date',
          'Min_Price',
          'Max_Price',
          'Modal_Price',
        ],
        records.map((record) => [
          record.commodity.name,
          record.variety,
          record.grade,
          record.state.name,
          record.district.name,
          record.market.name,
          record.arrivalDate.split('-').reverse().join('/'),
          record.minPrice,
          record.maxPrice,
          record.modalPrice,
        ]),
      ),
    );
  return (
    <>
      <Bar>
        <span>{summary}</span>
        <Button type="button" $variant="secondary" onClick={download}>
          {t('mandi.download')}
        </Button>
      </Bar>
      <TableBox name={caption}>
        <table>
          <caption className="visually-hidden" style={{ position: 'absolute', left: '-9999px' }}>
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{lead === 'commodity' ? t('mandi.commodity') : t('mandi.market')}</th>
              <th scope="col" className="number">
                {t('mandi.modal')}
              </th>
              <th scope="col" className="number">
                {t('mandi.min')}
              </th>
              <th scope="col" className="number">
                {t('mandi.max')}
              </th>
              <th scope="col">{lead === 'commodity' ? t('mandi.market') : t('mandi.commodity')}</th>
              <th scope="col">{t('mandi.variety')}</th>
            </tr>
          </thead>
          <tbody>
            {records.map((record) => (
              <tr key={`${record.market.slug}/${record.commodity.slug}/${record.variety}/${record.grade}`}>
                <th scope="row">
                  {lead === 'commodity' ? (
                    <Link to={`/emandi/${record.commodity.slug}`}>
                      {commodityName(record.commodity, locale)}
                    </Link>
                  ) : (
                    <Link to={marketPath(record)}>{record.market.name}</Link>
                  )}
                  <small>
                    {lead === 'commodity'
                      ? record.market.name
                      : `${record.district.name}, ${stateName(record.state.name)}`}
                  </small>
                </th>
                <td className="number key">{price(record.modalPrice)}</td>
                <td className="number">{price(record.minPrice)}</td>
                <td className="number">{price(record.maxPrice)}</td>
                <td>
                  {lead === 'commodity' ? (
                    <Link to={marketPath(record)}>{record.market.name}</Link>
                  ) : (
                    <Link to={`/emandi/${record.commodity.slug}`}>
                      {commodityName(record.commodity, locale)}
                    </Link>
                  )}
                </td>
                <td>{record.variety === 'Other' ? t('mandi.varietyOther') : record.variety}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </>
  );
}
