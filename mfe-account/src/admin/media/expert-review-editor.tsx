import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@cvb/router';
import { fetchAdminExpertReview, setExpertReviewImage, useApiData } from '@cvb/api-client';
import { LOCALE_CODES, type LocaleCode } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Card, SectionTitle, Skeleton } from '@cvb/ui';
import { Field } from '../../common/form-parts';
import { localeName } from '../locale-names';
import { ExpertReviewForm } from './expert-review-form';
import { ImageUpload } from './image-upload';

/** /admin/media/expert-reviews/:slug — the review's texts in each of the six languages, and its image. */
export function ExpertReviewEditor() {
  const { t } = useTranslation('admin');
  const slug = useParams().slug ?? '';
  const [locale, setLocale] = useState<LocaleCode>(useAppSelector(selectLocale));
  const [version, setVersion] = useState(0);
  const review = useApiData(
    (signal) => fetchAdminExpertReview(slug, locale, signal),
    `expert-review/${slug}/${locale}/${version}`,
  );
  const reload = () => setVersion((n) => n + 1);
  return (
    <section aria-labelledby="expert-review-title">
      <p>
        <Link to="/admin/media">{t('form.back')}</Link>
      </p>
      <ApiDataView result={review} skeleton={<Skeleton $height="640px" />}>
        {(detail) => (
          <>
            <SectionTitle id="expert-review-title">
              {t('expertReview.title', { model: detail.modelName })}
            </SectionTitle>
            <p>
              {t('expertReview.writtenIn', {
                languages: detail.locales.map((code) => localeName(code)).join(', '),
              })}
            </p>
            <Card as="section" aria-labelledby="review-image-title" style={{ marginBottom: 16 }}>
              <h2 id="review-image-title" style={{ marginTop: 0 }}>
                {t('image.title')}
              </h2>
              <ImageUpload
                current={detail.image}
                alt={detail.modelName}
                onChange={async (url) => {
                  await setExpertReviewImage(detail.slug, url);
                  reload();
                }}
              />
            </Card>
            <Card as="section">
              <Field>
                {t('news.locale')}
                <select value={locale} onChange={(event) => setLocale(event.target.value as LocaleCode)}>
                  {LOCALE_CODES.map((code) => (
                    <option key={code} value={code}>
                      {localeName(code)}
                    </option>
                  ))}
                </select>
              </Field>
              <ExpertReviewForm key={`${detail.slug}/${detail.locale}`} review={detail} />
            </Card>
          </>
        )}
      </ApiDataView>
    </section>
  );
}
