import { createRoot, type Root } from 'react-dom/client';
import { RemoteRoot, TextsReady } from '@cvb/mfe-kit';
import { lazyEmandiTexts } from './texts/lazy';
import { TodayWidget } from './widget/today-widget-view';

const roots = new WeakMap<HTMLElement, Root>();

/**
 * For a host page (the shell's home): today's diesel in the chosen city and two commodity prices near
 * it, with the remote's own providers and error boundary. Returns the function that unmounts it.
 */
export function mount(element: HTMLElement): () => void {
  unmount(element);
  const root = createRoot(element);
  const Widget = () => (
    <TextsReady texts={[lazyEmandiTexts]}>
      <TodayWidget />
    </TextsReady>
  );
  root.render(<RemoteRoot app="mfe-emandi-fuel/today-widget" App={Widget} />);
  roots.set(element, root);
  return () => unmount(element);
}

export function unmount(element: HTMLElement): void {
  roots.get(element)?.unmount();
  roots.delete(element);
}
