import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { createRoot, type Root } from 'react-dom/client';
import { fetchTyreModels, useApiData } from '@cvb/api-client';
import { ApiDataView, RemoteRoot, TextsReady } from '@cvb/mfe-kit';
import { CardGrid, SectionTitle, Skeleton } from '@cvb/ui';
import { TyreCard } from './components/tyre-card';
import { lazyTyreTexts } from './texts/lazy';

export interface PopularWidgetProps {
  /** How many tyres to show, most popular first (default 4). */
  limit?: number;
}

/** "Popular tyres" for the home page: the most popular models on sale, with a link to all tyres. */
export function PopularTyres({ limit = 4 }: PopularWidgetProps) {
  const { t } = useTranslation('tyres');
  const tyres = useApiData(
    (signal) => fetchTyreModels({ _sort: 'popularity:DESC', _limit: limit }, signal),
    String(limit),
  );
  return (
    <section aria-label={t('widget.title')}>
      <SectionTitle>{t('widget.title')}</SectionTitle>
      <ApiDataView result={tyres} skeleton={<Skeleton $height="240px" />}>
        {(data) => (
          <CardGrid>
            {data.map((tyre) => (
              <li key={tyre.id}>
                <TyreCard tyre={tyre} />
              </li>
            ))}
          </CardGrid>
        )}
      </ApiDataView>
      <p>
        <Link to="/tyres">{t('widget.all')}</Link>
      </p>
    </section>
  );
}

const roots = new WeakMap<HTMLElement, Root>();

/**
 * For a host page (the shell's home): renders "Popular tyres" into `element` with the remote's own
 * providers and error boundary, so a failure stays inside the widget. Returns the function that unmounts it.
 */
export function mount(element: HTMLElement, { limit = 4 }: PopularWidgetProps = {}): () => void {
  unmount(element);
  const root = createRoot(element);
  const Widget = () => (
    <TextsReady texts={[lazyTyreTexts]} fallback={<Skeleton $height="240px" />}>
      <PopularTyres limit={limit} />
    </TextsReady>
  );
  root.render(<RemoteRoot app="mfe-tyres/popular-widget" App={Widget} />);
  roots.set(element, root);
  return () => unmount(element);
}

export function unmount(element: HTMLElement): void {
  roots.get(element)?.unmount();
  roots.delete(element);
}
