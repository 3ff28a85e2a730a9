import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { NewsListPage } from './pages/news-list-page';

export function MediaRoot() {
  return (
    <Routes>
      <Route path="/news" element={<NewsListPage />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
