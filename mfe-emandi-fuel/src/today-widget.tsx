import { createRoot, type Root } from 'react-dom/client';
import { registerNamespace } from '@cvb/i18n';
import { RemoteRoot } from '@cvb/mfe-kit';
import { EMANDI_NS, emandiTexts } from './texts';
import { TodayWidget } from './widget/today-widget-view';

const roots = new WeakMap<HTMLElement, Root>();

/**
 * For a host page (the shell's home): today's diesel in the chosen city and two commodity prices near
 * it, with the remote's own providers and error boundary. Returns the function that unmounts it.
 */
export function mount(element: HTMLElement): () => void {
  unmount(element);
  registerNamespace(EMANDI_NS, emandiTexts);
  const root = createRoot(element);
  root.render(<RemoteRoot app="mfe-emandi-fuel/today-widget" App={TodayWidget} />);
  roots.set(element, root);
  return () => unmount(element);
}

export function unmount(element: HTMLElement): void {
  roots.get(element)?.unmount();
  roots.delete(element);
}
