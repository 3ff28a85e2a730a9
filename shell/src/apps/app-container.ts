/** Each app renders into its own element inside <main>, so one app's failure stays in its box. */
export function appContainer(app: string): HTMLElement {
  const id = `app-${app}`;
  const existing = document.getElementById(id);
  if (existing) return existing;
  const element = document.createElement('div');
  element.id = id;
  element.dataset.app = app;
  (document.getElementById('cvb-content') ?? document.body).appendChild(element);
  return element;
}
