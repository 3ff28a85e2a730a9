import { Route, Routes } from '@cvb/router';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { AccountPage } from './pages/account-page';
import { AlertsPage } from './account/alerts/alerts-page';
import { AdminPage } from './admin/admin-page';
import { CommunityPage } from './community/community-page';
import { SellPage } from './sell/sell-page';
import { usedRoutes } from './used/used-routes';

export function AccountRoot() {
  return (
    <Routes>
      <Route path="/account" element={<AccountPage />} />
      <Route path="/account/alerts" element={<AlertsPage />} />
      <Route path="/admin/*" element={<AdminPage />} />
      <Route path="/community" element={<CommunityPage />} />
      <Route path="/sell-used-vehicle" element={<SellPage />} />
      {usedRoutes()}
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
