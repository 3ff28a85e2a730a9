import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCallKey } from '@cvb/contracts';
import { getJson, useApiData } from '@cvb/api-client';
import { lazyTexts } from '@cvb/i18n';
import { Route, Routes, useParams } from '@cvb/router';
import type { RemoteDefinition } from '../create-remote';
import { pageOrigin } from '../page-origin';
import { PageSuspense } from '../page-suspense';

/** A small remote for the server-view tests: a story page that reads one API answer and one text module. */
export const storyTexts = lazyTexts('story-test', {
  en: () => Promise.resolve({ price: 'Ex-showroom price', more: 'Show more', less: 'Show less' }),
  hi: () => Promise.resolve({ price: 'एक्स-शोरूम कीमत', more: 'और दिखाएँ', less: 'कम दिखाएँ' }),
  mr: () => Promise.resolve({ price: 'एक्स-शोरूम किंमत', more: 'अधिक दाखवा', less: 'कमी दाखवा' }),
  pa: () => Promise.resolve({ price: 'ਐਕਸ-ਸ਼ੋਰੂਮ ਕੀਮਤ', more: 'ਹੋਰ ਵੇਖੋ', less: 'ਘੱਟ ਵੇਖੋ' }),
  ta: () => Promise.resolve({ price: 'எக்ஸ்-ஷோரூம் விலை', more: 'மேலும் காட்டு', less: 'குறைவாக காட்டு' }),
  te: () => Promise.resolve({ price: 'ఎక్స్-షోరూమ్ ధర', more: 'మరిన్ని చూపు', less: 'తక్కువ చూపు' }),
});

export const aceKey = (locale: string) =>
  apiCallKey('trucks/model-detail', { brandSlug: 'tata-motors', modelSlug: 'ace-gold', locale });

function ModelPage() {
  const { t, i18n } = useTranslation('story-test');
  const { modelSlug = '' } = useParams();
  const [open, setOpen] = useState(false);
  const model = useApiData(
    (signal) =>
      getJson<{ name: string; price: string }>(
        'trucks/model-detail',
        { brandSlug: 'tata-motors', modelSlug, locale: i18n.language },
        signal,
      ),
    modelSlug,
  );
  if (model.status === 'error') throw model.error;
  if (model.status === 'loading') return <p role="status">…</p>;
  return (
    <article>
      <h1>{model.data.name}</h1>
      <p>
        {t('price')}: {model.data.price}
      </p>
      <a href={`${pageOrigin()}/trucks/tata-motors/${modelSlug}`}>{model.data.name}</a>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('less') : t('more')}
      </button>
    </article>
  );
}

function BrokenPage(): never {
  throw new Error('this page cannot render');
}

export const storyRemote: RemoteDefinition = {
  app: 'mfe-story-test',
  texts: [storyTexts],
  App: () => (
    <Routes>
      <Route path="/trucks/tata-motors/:modelSlug" element={<ModelPage />} />
      <Route path="/broken" element={<BrokenPage />} />
    </Routes>
  ),
};

/**
 * The same remote with its page behind the Suspense of lazily loaded pages, as the media, tyres and mandi remotes load
 * theirs: the page's code comes when `pageCode` settles. Without it the page is at hand, as for the server's render (one
 * test process's server and browser renderers must not both be inside a suspended render).
 */
export function lazyStoryRemote(pageCode?: Promise<unknown>): RemoteDefinition {
  const Page = pageCode ? lazy(() => pageCode.then(() => ({ default: ModelPage }))) : ModelPage;
  return {
    ...storyRemote,
    App: () => (
      <PageSuspense fallback={<p role="status">…</p>}>
        <Routes>
          <Route path="/trucks/tata-motors/:modelSlug" element={<Page />} />
        </Routes>
      </PageSuspense>
    ),
  };
}
