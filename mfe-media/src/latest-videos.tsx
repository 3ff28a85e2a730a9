import { createRoot, type Root } from 'react-dom/client';
import { RemoteRoot, TextsReady } from '@cvb/mfe-kit';
import { Skeleton } from '@cvb/ui';
import { lazyMediaTexts } from './texts/lazy';
import { LatestVideos, type LatestVideosProps } from './widgets/latest-videos';

const roots = new WeakMap<HTMLElement, Root>();

/**
 * For a host page (the home page): renders the newest videos into `element` with this remote's providers and
 * error boundary. Returns the unmount.
 */
export function mount(element: HTMLElement, props: LatestVideosProps = {}): () => void {
  unmount(element);
  const root = createRoot(element);
  const Widget = () => (
    <TextsReady texts={[lazyMediaTexts]} fallback={<Skeleton $height="320px" />}>
      <LatestVideos {...props} />
    </TextsReady>
  );
  root.render(<RemoteRoot app="mfe-media/latest-videos" App={Widget} />);
  roots.set(element, root);
  return () => unmount(element);
}

export function unmount(element: HTMLElement): void {
  roots.get(element)?.unmount();
  roots.delete(element);
}
