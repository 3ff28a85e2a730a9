import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../error-panel';
import { errorKind } from '../error-text/error-kind';
import { useErrorText, type ErrorTextOverrides } from '../error-text/error-text';

/** The state of one call (the shape `useApiData` of @cvb/api-client gives). */
export type DataResult<T> =
  | { status: 'loading'; previous?: T }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'ready'; data: T };

export interface DataStateProps<T> {
  result: DataResult<T>;
  /** A placeholder the size of the content, shown on the first load. */
  skeleton: ReactNode;
  /** Shown instead of `children` when `isEmpty` says the answer holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  /** This page's own sentences for some failures (e.g. what "not found" means here). */
  errorTexts?: ErrorTextOverrides;
  children: (data: T) => ReactNode;
}

/**
 * Loading (a skeleton), error (a sentence in the visitor's language with Retry, unless retrying cannot help), empty
 * and ready. While a newer call runs, the previous answer stays on screen, marked busy.
 */
export function DataState<T>({ result, skeleton, empty, isEmpty, errorTexts, children }: DataStateProps<T>) {
  const { t } = useTranslation('common');
  const textOf = useErrorText();
  if (result.status === 'error') {
    const canRetry = errorKind(result.error) !== 'notFound';
    return (
      <ErrorPanel
        title={t('somethingWentWrong')}
        body={textOf(result.error, errorTexts)}
        retryLabel={canRetry ? t('retry') : undefined}
        onRetry={canRetry ? result.retry : undefined}
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
