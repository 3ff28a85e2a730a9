import { DataState, type DataStateProps } from '@cvb/ui';

export type ApiDataViewProps<T> = DataStateProps<T>;

/**
 * The loading / error / empty / ready states every data-backed section needs: the one `DataState` of libs/ui, so a
 * failure reads as a sentence in the visitor's language (never a transport message) with Retry where it can help.
 */
export function ApiDataView<T>(props: ApiDataViewProps<T>) {
  return <DataState {...props} />;
}
