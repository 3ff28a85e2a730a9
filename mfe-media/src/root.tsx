import { lazy } from 'react';
import { ALL_VERTICAL_DEFINITIONS } from '@cvb/contracts';
import { Route, Routes } from '@cvb/router';
import { PageSuspense, RemoteNotFound } from '@cvb/mfe-kit';
import { Skeleton } from '@cvb/ui';

// One chunk per page family: a visitor of /news downloads neither the web-story viewer nor the reviews.
const NewsListPage = lazy(() => import('./pages/news-list-page').then((m) => ({ default: m.NewsListPage })));
const StoryPage = lazy(() => import('./pages/story-page').then((m) => ({ default: m.StoryPage })));
const ArticleListPage = lazy(() =>
  import('./pages/article-list-page').then((m) => ({ default: m.ArticleListPage })),
);
const AuthorPage = lazy(() => import('./pages/author-page').then((m) => ({ default: m.AuthorPage })));
const ExpertReviewListPage = lazy(() =>
  import('./pages/expert-review-list-page').then((m) => ({ default: m.ExpertReviewListPage })),
);
const ExpertReviewPage = lazy(() =>
  import('./pages/expert-review-page').then((m) => ({ default: m.ExpertReviewPage })),
);
const MediaVideosPage = lazy(() =>
  import('./pages/media-videos-page').then((m) => ({ default: m.MediaVideosPage })),
);
const VideoPage = lazy(() => import('./pages/video-page').then((m) => ({ default: m.VideoPage })));
const WebStoryListPage = lazy(() =>
  import('./pages/web-story-list-page').then((m) => ({ default: m.WebStoryListPage })),
);
const WebStoryViewer = lazy(() =>
  import('./pages/web-story-viewer').then((m) => ({ default: m.WebStoryViewer })),
);

/** Every vertical's video pages are drawn here from general/video, with the category chips (the route table says so). */
const VIDEO_SECTIONS = ALL_VERTICAL_DEFINITIONS.map(({ basePath, key }) => ({
  base: basePath,
  vertical: key,
}));

export function MediaRoot() {
  return (
    <PageSuspense fallback={<Skeleton $height="600px" />}>
      <Routes>
        <Route path="/news" element={<NewsListPage />} />
        <Route path="/news/:slug" element={<StoryPage kind="news" />} />
        <Route path="/articles" element={<ArticleListPage />} />
        <Route path="/articles/bestofs" element={<ArticleListPage category="bestofs" />} />
        <Route path="/articles/tips-advice" element={<ArticleListPage category="tips-advice" />} />
        <Route path="/articles/features" element={<ArticleListPage category="features" />} />
        <Route path="/articles/:slug" element={<StoryPage kind="article" />} />
        <Route path="/authors/:slug" element={<AuthorPage />} />
        <Route path="/expert-reviews" element={<ExpertReviewListPage />} />
        <Route path="/expert-reviews/:slug" element={<ExpertReviewPage />} />
        <Route path="/videos" element={<MediaVideosPage />} />
        <Route path="/videos/:slug" element={<VideoPage />} />
        <Route path="/web-stories" element={<WebStoryListPage />} />
        <Route path="/web-stories/:slug" element={<WebStoryViewer />} />
        <Route path="/tractors/web-stories" element={<WebStoryListPage tractors />} />
        <Route path="/tractors/web-stories/:slug" element={<WebStoryViewer tractors />} />
        {VIDEO_SECTIONS.flatMap(({ base, vertical }) => [
          <Route key={`${base}`} path={`${base}/videos`} element={<MediaVideosPage vertical={vertical} />} />,
          <Route
            key={`${base}/b`}
            path={`${base}/:brandSlug/videos`}
            element={<MediaVideosPage vertical={vertical} />}
          />,
          <Route
            key={`${base}/m`}
            path={`${base}/:brandSlug/:modelSlug/videos`}
            element={<MediaVideosPage vertical={vertical} />}
          />,
        ])}
        <Route path="*" element={<RemoteNotFound />} />
      </Routes>
    </PageSuspense>
  );
}
