import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import { fetchAdminLeads, leadsCsvUrl, useApiData } from '@cvb/api-client';
import type { LeadFilterQuery } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { SectionTitle, Skeleton } from '@cvb/ui';
import { TableBox } from '../../common/form-parts';
import { Pager } from '../pager';
import { useDateText } from '../use-date-text';
import { LeadFilterForm } from './lead-filter-form';

const PAGE = 25;

/** Leads newest first, filtered, with the same filters as a CSV download. */
export function LeadsList() {
  const { t } = useTranslation('admin');
  const dateText = useDateText(true);
  const [filter, setFilter] = useState<LeadFilterQuery>({});
  const [start, setStart] = useState(0);
  const leads = useApiData(
    (signal) => fetchAdminLeads({ ...filter, _start: start, _limit: PAGE }, signal),
    JSON.stringify({ filter, start }),
  );

  return (
    <section aria-labelledby="leads-title">
      <SectionTitle id="leads-title">{t('leads.title')}</SectionTitle>
      <LeadFilterForm
        onApply={(next) => {
          setFilter(next);
          setStart(0);
        }}
      />
      <p>
        <a href={leadsCsvUrl(filter)} download>
          {t('leads.download')}
        </a>
      </p>
      <ApiDataView
        result={leads}
        skeleton={<Skeleton $height="320px" />}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>{t('leads.empty')}</p>}
      >
        {(data) => (
          <>
            <TableBox>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('leads.columns.date')}</th>
                    <th scope="col">{t('leads.columns.name')}</th>
                    <th scope="col">{t('leads.columns.mobile')}</th>
                    <th scope="col">{t('leads.columns.city')}</th>
                    <th scope="col">{t('leads.columns.vehicle')}</th>
                    <th scope="col">{t('leads.columns.source')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((lead) => (
                    <tr key={lead.id}>
                      <td>{dateText(lead.createdAt)}</td>
                      <td>
                        <Link to={`/admin/leads/${lead.id}`}>{lead.name}</Link>
                      </td>
                      <td>{lead.mobile}</td>
                      <td>{lead.city ?? ''}</td>
                      <td>
                        {[lead.vertical && t(`verticals.${lead.vertical}`), lead.brandSlug, lead.modelSlug]
                          .filter(Boolean)
                          .join(' · ')}
                      </td>
                      <td>
                        {lead.kind} · {lead.source}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
            <Pager start={start} limit={PAGE} total={data.total} onPage={setStart} />
          </>
        )}
      </ApiDataView>
    </section>
  );
}
