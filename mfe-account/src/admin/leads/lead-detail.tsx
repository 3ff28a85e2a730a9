import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@cvb/router';
import styled from 'styled-components';
import { fetchAdminLead, useApiData } from '@cvb/api-client';
import type { LeadDetail } from '@cvb/contracts';
import { ApiDataView } from '@cvb/mfe-kit';
import { Card, Skeleton } from '@cvb/ui';
import { TableBox } from '../../common/form-parts';
import { useDateText } from '../use-date-text';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

function LeadFacts({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('admin');
  const dateText = useDateText(true);
  const facts: [string, string | null][] = [
    [t('leads.columns.date'), dateText(lead.createdAt)],
    [t('leads.columns.name'), lead.name],
    [t('leads.columns.mobile'), lead.mobile],
    [t('leads.fields.email'), lead.email],
    [t('leads.fields.pincode'), lead.pincode],
    [t('leads.columns.city'), lead.city],
    [t('leads.fields.state'), lead.state],
    [t('leads.vertical'), lead.vertical && t(`verticals.${lead.vertical}`)],
    [t('leads.brand'), lead.brandSlug],
    [t('leads.columns.vehicle'), lead.modelSlug],
    [t('leads.fields.variant'), lead.variantSlug],
    [t('leads.fields.timeline'), lead.timeline],
    [t('leads.fields.kind'), lead.kind],
    [t('leads.source'), lead.source],
  ];
  return (
    <Facts>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </Facts>
  );
}

/** /admin/leads/:id — every field of one lead and where it was delivered. */
export function LeadDetailView() {
  const { t } = useTranslation('admin');
  const dateText = useDateText(true);
  const id = Number(useParams().id);
  const lead = useApiData((signal) => fetchAdminLead(id, signal), `lead-${id}`);
  return (
    <>
      <p>
        <Link to="/admin/leads">{t('form.back')}</Link>
      </p>
      <ApiDataView result={lead} skeleton={<Skeleton $height="360px" />}>
        {(detail) => (
          <Card as="section" aria-labelledby="lead-title">
            <h2 id="lead-title" style={{ marginTop: 0 }}>
              {t('leads.detail', { id: detail.id })}
            </h2>
            <LeadFacts lead={detail} />
            <h3>{t('leads.deliveries')}</h3>
            {detail.deliveries.length === 0 ? (
              <p>{t('leads.noDeliveries')}</p>
            ) : (
              <TableBox>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('leads.deliveryColumns.target')}</th>
                      <th scope="col">{t('leads.deliveryColumns.status')}</th>
                      <th scope="col">{t('leads.deliveryColumns.attempts')}</th>
                      <th scope="col">{t('leads.deliveryColumns.error')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {detail.deliveries.map((delivery) => (
                      <tr key={delivery.target}>
                        <td>{delivery.target}</td>
                        <td>
                          {delivery.status}
                          {delivery.deliveredAt ? ` · ${dateText(delivery.deliveredAt)}` : ''}
                        </td>
                        <td>{delivery.attempts}</td>
                        <td>{delivery.lastError ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableBox>
            )}
          </Card>
        )}
      </ApiDataView>
    </>
  );
}
