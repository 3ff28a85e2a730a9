import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes } from '@cvb/router';
import styled from 'styled-components';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { CatalogueDesk } from './catalogue/catalogue-desk';
import { LeadImport } from './import/lead-import';
import { LeadDetailView } from './leads/lead-detail';
import { LeadsList } from './leads/leads-list';
import { NewsEditor } from './news/news-editor';
import { NewsList } from './news/news-list';
import { ExpertReviewEditor } from './media/expert-review-editor';
import { MediaDesk } from './media/media-desk';
import { ModerationDesk } from './moderation/moderation-desk';

const Tabs = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
  }
`;

/** Sections of the admin: news desk, catalogue, media, leads, lead-sheet import and moderation, each at its own address. */
export function AdminDesk() {
  const { t } = useTranslation('admin');
  return (
    <>
      <Tabs aria-label={t('tabs.label')}>
        <ul>
          <li>
            <NavLink to="/admin/news">{t('tabs.news')}</NavLink>
          </li>
          <li>
            <NavLink to="/admin/catalogue">{t('catalogue.tab')}</NavLink>
          </li>
          <li>
            <NavLink to="/admin/media">{t('tabs.media')}</NavLink>
          </li>
          <li>
            <NavLink to="/admin/leads">{t('tabs.leads')}</NavLink>
          </li>
          <li>
            <NavLink to="/admin/import">{t('tabs.import')}</NavLink>
          </li>
          <li>
            <NavLink to="/admin/moderation">{t('tabs.moderation')}</NavLink>
          </li>
        </ul>
      </Tabs>
      <Routes>
        <Route index element={<Navigate to="/admin/news" replace />} />
        <Route path="news" element={<NewsList />} />
        <Route path="news/:id" element={<NewsEditor />} />
        <Route path="catalogue/*" element={<CatalogueDesk />} />
        <Route path="media" element={<MediaDesk />} />
        <Route path="media/expert-reviews/:slug" element={<ExpertReviewEditor />} />
        <Route path="leads" element={<LeadsList />} />
        <Route path="leads/:id" element={<LeadDetailView />} />
        <Route path="import" element={<LeadImport />} />
        <Route path="moderation" element={<ModerationDesk />} />
        <Route path="*" element={<RemoteNotFound />} />
      </Routes>
    </>
  );
}
