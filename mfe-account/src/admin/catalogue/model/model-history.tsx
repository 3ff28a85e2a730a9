import { useTranslation } from 'react-i18next';
import { fetchDeskHistory, useApiData } from '@cvb/api-client';
import type { DeskChange } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Button, Skeleton } from '@cvb/ui';
import { useDateText } from '../../use-date-text';
import { useDeskLocale } from '../use-locale';
import { changeLabel, type ChangeLabelContext } from './change-label';
import { changeValueText, isEmptyValue } from './change-value';

export interface ModelHistoryProps extends ChangeLabelContext {
  modelId: number;
  /** Changes after every publish or restore, so the list is asked again. */
  refreshKey: number;
  busy: boolean;
  onRestore: (fromVersion: number) => void;
}

/** A change worth a line: one that was empty and stays empty (nothing → an empty list) says nothing. */
const isShown = (change: DeskChange) => !(isEmptyValue(change.before) && isEmptyValue(change.after));

/** Every publish of the model, newest first, field by field (named as the form names them), each with a way back to it. */
export function ModelHistory({ modelId, refreshKey, busy, onRestore, ...labels }: ModelHistoryProps) {
  const { t } = useTranslation('admin');
  const dateText = useDateText(true);
  const locale = useDeskLocale();
  const history = useApiData(
    (signal) => fetchDeskHistory(modelId, signal),
    `desk-history-${modelId}-${refreshKey}`,
  );
  return (
    <ApiDataView
      result={history}
      skeleton={<Skeleton $height="120px" />}
      isEmpty={(data) => data.entries.length === 0}
      empty={<p>{t('catalogue.history.none')}</p>}
    >
      {(data) => (
        <ol style={{ paddingLeft: '1.25rem' }}>
          {data.entries.map((entry) => (
            <li key={entry.version} style={{ marginBottom: 12 }}>
              <strong>
                {t('catalogue.history.entry', {
                  version: entry.version,
                  date: dateText(entry.publishedAt),
                  name: entry.publishedBy,
                })}
              </strong>
              <ul>
                {entry.changes.filter(isShown).map((change) => {
                  const context = { t, locale, vertical: labels.vertical, names: data.names };
                  return (
                    <li key={change.field}>
                      {t('catalogue.history.change', {
                        field: changeLabel(t, change.field, labels),
                        before: changeValueText(change.field, change.before, context),
                        after: changeValueText(change.field, change.after, context),
                      })}
                    </li>
                  );
                })}
              </ul>
              <Button
                type="button"
                $variant="secondary"
                disabled={busy}
                onClick={() => onRestore(entry.version)}
              >
                {t('catalogue.history.restore', { version: entry.version })}
              </Button>
            </li>
          ))}
        </ol>
      )}
    </ApiDataView>
  );
}
