import type { VehicleVertical } from '@cvb/contracts';
import type { Root } from 'react-dom/client';
import { lazyLeadTexts } from '@cvb/lead-forms';
import { createYieldingRoot, RemoteRoot, TextsReady } from '@cvb/mfe-kit';
import { Skeleton } from '@cvb/ui';
import { lazyCatalogueCardTexts } from '../catalogue-texts/lazy';

import { PopularModelsWidget } from './popular-models-widget';

export interface PopularWidgetProps {
  /** How many models to show, most popular first (default 6). */
  limit?: number;
}

export interface PopularWidgetMount {
  mount: (element: HTMLElement, props?: PopularWidgetProps) => () => void;
  unmount: (element: HTMLElement) => void;
}

/**
 * A remote's `./popular-widget` for a host page (the shell's home): renders the vertical's most popular models into
 * an element with the remote's own providers and error boundary, so a failure stays inside the widget.
 */
export function popularWidgetMount(vertical: VehicleVertical, app: string): PopularWidgetMount {
  const roots = new WeakMap<HTMLElement, Root>();
  const unmount = (element: HTMLElement) => {
    roots.get(element)?.unmount();
    roots.delete(element);
  };
  const mount = (element: HTMLElement, { limit = 6 }: PopularWidgetProps = {}) => {
    unmount(element);
    const root = createYieldingRoot(element);
    const Widget = () => (
      <TextsReady texts={[lazyCatalogueCardTexts, lazyLeadTexts]} fallback={<Skeleton $height="320px" />}>
        <PopularModelsWidget vertical={vertical} limit={limit} />
      </TextsReady>
    );
    root.render(<RemoteRoot app={app} App={Widget} />);
    roots.set(element, root);
    return () => unmount(element);
  };
  return { mount, unmount };
}
