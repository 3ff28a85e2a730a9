import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '@cvb/api-client';
import { ErrorPanel } from '@cvb/ui';

export interface ApiDataViewProps<T> {
  result: ApiData<T>;
  /** Placeholder the size of the content, shown on the first load. */
  skeleton: ReactNode;
  /** Shown instead of `children` when `isEmpty` says the answer holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * The loading / error / empty / ready states every data-backed section needs. While a newer call
 * runs, the previous answer stays on screen (dimmed for assistive tech via aria-busy).
 */
export function ApiDataView<T>({ result, skeleton, empty, isEmpty, children }: ApiDataViewProps<T>) {
  const { t } = useTranslation('common');
  if (result.status === 'error') {
    return (
      <ErrorPanel
        title={t('dataError')}
        body={result.error.message}
        retryLabel={t('retry')}
        onRetry={result.retry}
      />
    );
  }
  const data = result.status === 'ready' ? result.data : result.previous;
  if (data === undefined) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')}>
        {skeleton}
      </div>
    );
  }
  const body = isEmpty?.(data) && empty !== undefined ? empty : children(data);
  return <div aria-busy={result.status === 'loading'}>{body}</div>;
}
