import { createRoot, type Root } from 'react-dom/client';
import { RemoteRoot, TextsReady } from '@cvb/mfe-kit';
import { Skeleton } from '@cvb/ui';
import { lazyMediaTexts } from './texts/lazy';
import { LatestNews, type LatestNewsProps } from './widgets/latest-news';

const roots = new WeakMap<HTMLElement, Root>();

/**
 * For a host page (home, vertical landings): renders the latest news into `element` with this remote's
 * providers and error boundary; `{ vertical: 'tractor' }` shows one vertical's news. Returns the unmount.
 */
export function mount(element: HTMLElement, props: LatestNewsProps = {}): () => void {
  unmount(element);
  const root = createRoot(element);
  const Widget = () => (
    <TextsReady texts={[lazyMediaTexts]} fallback={<Skeleton $height="240px" />}>
      <LatestNews {...props} />
    </TextsReady>
  );
  root.render(<RemoteRoot app="mfe-media/latest-news" App={Widget} />);
  roots.set(element, root);
  return () => unmount(element);
}

export function unmount(element: HTMLElement): void {
  roots.get(element)?.unmount();
  roots.delete(element);
}
