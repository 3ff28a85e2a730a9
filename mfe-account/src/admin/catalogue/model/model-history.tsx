import { useTranslation } from 'react-i18next';
import { fetchDeskHistory, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Button, Skeleton } from '@cvb/ui';
import { useDateText } from '../../use-date-text';
import { changeLabel, changeValueLabel, type ChangeLabelContext } from './change-label';

export interface ModelHistoryProps extends ChangeLabelContext {
  modelId: number;
  /** Changes after every publish or restore, so the list is asked again. */
  refreshKey: number;
  busy: boolean;
  onRestore: (fromVersion: number) => void;
}

/**
 * A value of a change as an editor reads it: a status or option by its label, other text as is, a list or an
 * object as JSON, nothing as "(empty)".
 */
function valueText(value: unknown, empty: string, label: (text: string) => string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (typeof value === 'string') return label(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 117)}…` : json;
}

/** Every publish of the model, newest first, field by field (named as the form names them), each with a way back to it. */
export function ModelHistory({ modelId, refreshKey, busy, onRestore, ...labels }: ModelHistoryProps) {
  const { t } = useTranslation('admin');
  const dateText = useDateText(true);
  const history = useApiData(
    (signal) => fetchDeskHistory(modelId, signal),
    `desk-history-${modelId}-${refreshKey}`,
  );
  const empty = t('catalogue.history.empty');
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
                {entry.changes.map((change) => (
                  <li key={change.field}>
                    {t('catalogue.history.change', {
                      field: changeLabel(t, change.field, labels),
                      before: valueText(change.before, empty, (text) =>
                        changeValueLabel(t, change.field, text),
                      ),
                      after: valueText(change.after, empty, (text) =>
                        changeValueLabel(t, change.field, text),
                      ),
                    })}
                  </li>
                ))}
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
