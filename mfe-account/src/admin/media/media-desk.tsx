import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { fetchAdminMedia, updateAdminMedia, useApiData } from '@cvb/api-client';
import { ADMIN_MEDIA_KINDS, type AdminMediaItem, type AdminMediaKind } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button, SectionTitle, Skeleton } from '@cvb/ui';
import { TableBox } from '../../common/form-parts';
import { localeName } from '../locale-names';
import { useDateText } from '../use-date-text';

function PublishButton({
  kind,
  item,
  onDone,
}: {
  kind: AdminMediaKind;
  item: AdminMediaItem;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await updateAdminMedia(kind, item.slug, { published: !item.published });
      onDone();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" $variant="secondary" disabled={busy} onClick={toggle}>
        {item.published
          ? t('media.withdraw', { title: item.title })
          : t('media.publish', { title: item.title })}
      </Button>
      {failed && <span role="alert">{t('form.failed')}</span>}
    </>
  );
}

/** /admin/media: videos, web stories and expert reviews with their drafts; publish or withdraw each. */
export function MediaDesk() {
  const { t } = useTranslation('admin');
  const locale = useAppSelector(selectLocale);
  const dateText = useDateText();
  const [kind, setKind] = useState<AdminMediaKind>('videos');
  const [version, setVersion] = useState(0);
  const items = useApiData((signal) => fetchAdminMedia(kind, locale, signal), `${kind}/${locale}/${version}`);
  return (
    <section aria-labelledby="media-desk-title">
      <SectionTitle id="media-desk-title">{t('media.title')}</SectionTitle>
      <div
        role="group"
        aria-label={t('media.kind')}
        style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}
      >
        {ADMIN_MEDIA_KINDS.map((option) => (
          <Button
            key={option}
            type="button"
            $variant={option === kind ? 'primary' : 'secondary'}
            aria-pressed={option === kind}
            onClick={() => setKind(option)}
          >
            {t(`media.kinds.${option}`)}
          </Button>
        ))}
      </div>
      <ApiDataView result={items} skeleton={<Skeleton $height="480px" />}>
        {({ items: rows }) => (
          <TableBox>
            <table>
              <caption>{t(`media.kinds.${kind}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('media.columns.title')}</th>
                  <th scope="col">{t('media.columns.date')}</th>
                  <th scope="col">{t('media.columns.languages')}</th>
                  <th scope="col">{t('media.columns.status')}</th>
                  <th scope="col">{t('media.columns.action')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((item) => (
                  <tr key={item.slug}>
                    <td>{item.title}</td>
                    <td>{dateText(item.publishedAt)}</td>
                    <td>{item.locales.map((code) => localeName(code)).join(', ')}</td>
                    <td>{item.published ? t('media.published') : t('media.draft')}</td>
                    <td>
                      <PublishButton kind={kind} item={item} onDone={() => setVersion((n) => n + 1)} />
                      {kind === 'expert-reviews' && (
                        <Link to={`/admin/media/expert-reviews/${item.slug}`} style={{ marginLeft: 12 }}>
                          {t('expertReview.edit', { title: item.title })}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )}
      </ApiDataView>
    </section>
  );
}
