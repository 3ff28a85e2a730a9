import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { closeDeskDealer, fetchDeskDealers, useApiData } from '@cvb/api-client';
import type { DeskDealer, DeskDealerListQuery } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Button, Card, SectionTitle, Skeleton } from '@cvb/ui';
import { failureMessage } from '../../../common/failure-message';
import { Actions, CheckField, Field, Notice, TableBox } from '../../../common/form-parts';
import { Pager } from '../../pager';
import { useDeskLocale } from '../use-locale';
import { DealerForm } from './dealer-form';

type Editing = { dealer: DeskDealer | null } | null;

/** /admin/catalogue/dealers: find, add, edit and close dealers and service centres. */
export function DealersDesk() {
  const { t } = useTranslation('admin');
  const locale = useDeskLocale();
  const [draft, setDraft] = useState({ q: '', includeClosed: false });
  const [query, setQuery] = useState<DeskDealerListQuery>({ q: '', includeClosed: 'false', page: 1 });
  const [refresh, setRefresh] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const list = useApiData(
    (signal) => fetchDeskDealers(query, signal),
    `desk-dealers-${JSON.stringify(query)}-${refresh}`,
  );

  function apply(event: FormEvent) {
    event.preventDefault();
    setQuery({ q: draft.q.trim(), includeClosed: draft.includeClosed ? 'true' : 'false', page: 1 });
  }

  async function close(dealer: DeskDealer) {
    setNotice(null);
    try {
      await closeDeskDealer(dealer.id, dealer.version, locale);
      setRefresh((n) => n + 1);
      setNotice({ tone: 'success', text: `${dealer.name}: ${t('catalogue.dealers.closed')}` });
    } catch (error) {
      setNotice({ tone: 'danger', text: failureMessage(error) ?? t('form.failed') });
    }
  }

  return (
    <section aria-labelledby="dealers-title">
      <p>
        <Link to="/admin/catalogue">{t('catalogue.back')}</Link>
      </p>
      <SectionTitle id="dealers-title">{t('catalogue.dealers.title')}</SectionTitle>
      <Card as="form" role="search" onSubmit={apply} style={{ marginBottom: 16 }}>
        <Field>
          {t('catalogue.dealers.search')}
          <input type="search" value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} />
        </Field>
        <CheckField>
          <input
            type="checkbox"
            checked={draft.includeClosed}
            onChange={(e) => setDraft({ ...draft, includeClosed: e.target.checked })}
          />
          {t('catalogue.dealers.includeClosed')}
        </CheckField>
        <Actions>
          <Button type="submit">{t('catalogue.find')}</Button>
          <Button type="button" $variant="secondary" onClick={() => setEditing({ dealer: null })}>
            {t('catalogue.dealers.add')}
          </Button>
        </Actions>
      </Card>
      {editing && (
        <Card style={{ marginBottom: 16 }}>
          <DealerForm
            key={editing.dealer?.id ?? 'new'}
            dealer={editing.dealer}
            onSaved={(saved) => {
              setEditing(null);
              setRefresh((n) => n + 1);
              setNotice({ tone: 'success', text: `${saved.name}: ${t('catalogue.dealers.saved')}` });
            }}
          />
        </Card>
      )}
      {notice && (
        <Notice $tone={notice.tone} role={notice.tone === 'success' ? 'status' : 'alert'}>
          {notice.text}
        </Notice>
      )}
      <ApiDataView
        result={list}
        skeleton={<Skeleton $height="320px" />}
        isEmpty={(data) => data.dealers.length === 0}
        empty={<p>{t('catalogue.dealers.empty')}</p>}
      >
        {(data) => (
          <>
            <TableBox>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('catalogue.dealers.name')}</th>
                    <th scope="col">{t('catalogue.brand')}</th>
                    <th scope="col">{t('catalogue.dealers.city')}</th>
                    <th scope="col">{t('catalogue.dealers.kind')}</th>
                    <th scope="col">{t('catalogue.dealers.phone')}</th>
                    <th scope="col">{t('catalogue.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.dealers.map((dealer) => (
                    <tr key={dealer.id}>
                      <td>{dealer.name}</td>
                      <td>{dealer.brandName}</td>
                      <td>{dealer.city}</td>
                      <td>{t(`catalogue.dealers.kinds.${dealer.services}`)}</td>
                      <td>{dealer.phone}</td>
                      <td>
                        {dealer.closedAt ? (
                          t('catalogue.dealers.closed')
                        ) : (
                          <Actions>
                            <Button
                              type="button"
                              $variant="secondary"
                              aria-label={t('catalogue.dealers.edit', { name: dealer.name })}
                              onClick={() => setEditing({ dealer })}
                            >
                              {t('catalogue.dealers.editShort')}
                            </Button>
                            <Button
                              type="button"
                              $variant="secondary"
                              aria-label={t('catalogue.dealers.close', { name: dealer.name })}
                              onClick={() => void close(dealer)}
                            >
                              {t('catalogue.dealers.closeShort')}
                            </Button>
                          </Actions>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
            <Pager
              start={(data.page - 1) * data.pageSize}
              limit={data.pageSize}
              total={data.total}
              onPage={(start) => setQuery({ ...query, page: Math.floor(start / data.pageSize) + 1 })}
            />
          </>
        )}
      </ApiDataView>
    </section>
  );
}
