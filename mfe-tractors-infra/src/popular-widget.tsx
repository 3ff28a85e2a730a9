import { createRoot, type Root } from 'react-dom/client';
import { lazyLeadTexts } from '@cvb/lead-forms';
import { RemoteRoot, TextsReady } from '@cvb/mfe-kit';
import { Skeleton } from '@cvb/ui';
import { PopularModelsWidget, lazyCatalogTexts } from '@cvb/vehicle-catalog';

export interface PopularWidgetProps {
  /** How many tractors to show, most popular first (default 6). */
  limit?: number;
}

const roots = new WeakMap<HTMLElement, Root>();

/**
 * For a host page (the shell's home): renders the most popular tractors into `element` with the remote's own
 * providers and error boundary, so a failure stays inside the widget. Returns the function that unmounts it.
 */
export function mount(element: HTMLElement, { limit = 6 }: PopularWidgetProps = {}): () => void {
  unmount(element);
  const root = createRoot(element);
  const Widget = () => (
    <TextsReady texts={[lazyCatalogTexts, lazyLeadTexts]} fallback={<Skeleton $height="320px" />}>
      <PopularModelsWidget vertical="tractor" limit={limit} />
    </TextsReady>
  );
  root.render(<RemoteRoot app="mfe-tractors-infra/popular-widget" App={Widget} />);
  roots.set(element, root);
  return () => unmount(element);
}

export function unmount(element: HTMLElement): void {
  roots.get(element)?.unmount();
  roots.delete(element);
}
