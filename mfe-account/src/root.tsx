import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { AccountPage } from './pages/account-page';

export function AccountRoot() {
  return (
    <Routes>
      <Route path="/account" element={<AccountPage />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
