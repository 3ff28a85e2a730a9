import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@cvb/router';
import { fetchAdminNewsArticle, setNewsImage, useApiData } from '@cvb/api-client';
import { ApiDataView } from '@cvb/mfe-kit';
import { Card, Skeleton } from '@cvb/ui';
import { localeName } from '../locale-names';
import { ImageUpload } from '../media/image-upload';
import { NewsForm } from './news-form';
import { TranslationForm } from './translation-form';

/** /admin/news/:id — the article's own texts, and its story in the other languages. */
export function NewsEditor() {
  const { t } = useTranslation('admin');
  const id = Number(useParams().id);
  const [version, setVersion] = useState(0);
  const article = useApiData((signal) => fetchAdminNewsArticle(id, signal), `news-${id}/${version}`);
  return (
    <>
      <p>
        <Link to="/admin/news">{t('form.back')}</Link>
      </p>
      <ApiDataView result={article} skeleton={<Skeleton $height="480px" />}>
        {(detail) => (
          <>
            <NewsForm key={detail.id} article={detail} />
            <Card as="section" aria-labelledby="news-image-title" style={{ marginTop: 16 }}>
              <h2 id="news-image-title" style={{ marginTop: 0 }}>
                {t('image.title')}
              </h2>
              <ImageUpload
                current={detail.image}
                alt={detail.title}
                resettable={false}
                onChange={async (url) => {
                  if (url === null) return;
                  await setNewsImage(detail.id, url);
                  setVersion((n) => n + 1);
                }}
              />
            </Card>
            <Card as="section" aria-labelledby="translations-title" style={{ marginTop: 16 }}>
              <h2 id="translations-title" style={{ marginTop: 0 }}>
                {t('news.translations')}
              </h2>
              <p>{t('news.translationsIntro')}</p>
              <ul>
                {detail.localizations.map((localization) => (
                  <li key={localization.id}>
                    <Link to={`/admin/news/${localization.id}`} lang={localization.locale}>
                      {localeName(localization.locale)}: {localization.title}
                    </Link>
                  </li>
                ))}
              </ul>
              <TranslationForm article={detail} />
            </Card>
          </>
        )}
      </ApiDataView>
    </>
  );
}
