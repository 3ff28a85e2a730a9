import { Route, Routes } from 'react-router-dom';
import { RemoteNotFound } from '@cvb/mfe-kit';
import { NewsListPage } from './pages/news-list-page';
import { VehicleVideosPage } from './pages/vehicle-videos-page';

export function MediaRoot() {
  return (
    <Routes>
      <Route path="/news" element={<NewsListPage />} />
      <Route path="/trucks/videos" element={<VehicleVideosPage vertical="truck" />} />
      <Route path="/trucks/:brandSlug/videos" element={<VehicleVideosPage vertical="truck" />} />
      <Route path="/trucks/:brandSlug/:modelSlug/videos" element={<VehicleVideosPage vertical="truck" />} />
      <Route path="*" element={<RemoteNotFound />} />
    </Routes>
  );
}
