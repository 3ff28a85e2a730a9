import { useTranslation } from 'react-i18next';
import type { ApiData } from '@cvb/api-client';
import type { LeadImportHistory } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Skeleton } from '@cvb/ui';
import { TableBox } from '../../common/form-parts';
import { useDateText } from '../use-date-text';

/** GET import-lead-data: the latest committed imports. */
export function ImportHistory({ history }: { history: ApiData<LeadImportHistory> }) {
  const { t } = useTranslation('admin');
  const dateText = useDateText(true);
  return (
    <section aria-labelledby="history-title">
      <h3 id="history-title">{t('import.history')}</h3>
      <ApiDataView
        result={history}
        skeleton={<Skeleton $height="120px" />}
        isEmpty={(data) => data.imports.length === 0}
        empty={<p>{t('import.noHistory')}</p>}
      >
        {(data) => (
          <TableBox>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('import.historyColumns.file')}</th>
                  <th scope="col">{t('import.historyColumns.when')}</th>
                  <th scope="col">{t('import.historyColumns.by')}</th>
                  <th scope="col">{t('import.historyColumns.imported')}</th>
                  <th scope="col">{t('import.historyColumns.duplicate')}</th>
                  <th scope="col">{t('import.historyColumns.invalid')}</th>
                </tr>
              </thead>
              <tbody>
                {data.imports.map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.fileName}</td>
                    <td>{dateText(entry.createdAt)}</td>
                    <td>{entry.importedBy}</td>
                    <td>{entry.imported}</td>
                    <td>{entry.duplicate}</td>
                    <td>{entry.invalid}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </ApiDataView>
    </section>
  );
}
