import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { fetchAdminNews, useApiData } from '@cvb/api-client';
import { LOCALE_CODES, type LocaleCode } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Button, SectionTitle, Skeleton } from '@cvb/ui';
import { Actions, Field, TableBox } from '../../common/form-parts';
import { localeName } from '../locale-names';
import { Pager } from '../pager';
import { useDateText } from '../use-date-text';

const PAGE = 20;

/** Every article, drafts too, newest first; search by title and narrow to one language. */
export function NewsList() {
  const { t } = useTranslation('admin');
  const dateText = useDateText();
  const [draft, setDraft] = useState({ search: '', locale: '' });
  const [query, setQuery] = useState({ search: '', locale: '', start: 0 });
  const news = useApiData(
    (signal) =>
      fetchAdminNews(
        {
          search: query.search || undefined,
          locale: (query.locale || undefined) as LocaleCode | undefined,
          _start: query.start,
          _limit: PAGE,
        },
        signal,
      ),
    JSON.stringify(query),
  );

  function apply(event: FormEvent) {
    event.preventDefault();
    setQuery({ ...draft, start: 0 });
  }

  return (
    <section aria-labelledby="news-title">
      <SectionTitle id="news-title">{t('news.title')}</SectionTitle>
      <form onSubmit={apply} role="search">
        <Field>
          {t('news.search')}
          <input
            type="search"
            value={draft.search}
            onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          />
        </Field>
        <Field>
          {t('news.locale')}
          <select value={draft.locale} onChange={(e) => setDraft({ ...draft, locale: e.target.value })}>
            <option value="">{t('locales.all')}</option>
            {LOCALE_CODES.map((code) => (
              <option key={code} value={code}>
                {localeName(code)}
              </option>
            ))}
          </select>
        </Field>
        <Actions>
          <Button type="submit">{t('form.apply')}</Button>
        </Actions>
      </form>
      <ApiDataView
        result={news}
        skeleton={<Skeleton $height="320px" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>{t('news.empty')}</p>}
      >
        {(data) => (
          <>
            <TableBox>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('news.columns.title')}</th>
                    <th scope="col">{t('news.columns.locale')}</th>
                    <th scope="col">{t('news.columns.category')}</th>
                    <th scope="col">{t('news.columns.status')}</th>
                    <th scope="col">{t('news.columns.date')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => (
                    <tr key={item.id}>
                      <td>
                        <Link to={`/admin/news/${item.id}`}>{item.title}</Link>
                      </td>
                      <td lang={item.locale}>{localeName(item.locale)}</td>
                      <td>{item.category}</td>
                      <td>{item.published ? t('news.published') : t('news.draft')}</td>
                      <td>{dateText(item.publishedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
            <Pager
              start={query.start}
              limit={PAGE}
              total={data.total}
              onPage={(start) => setQuery({ ...query, start })}
            />
          </>
        )}
      </ApiDataView>
    </section>
  );
}
