import { useTranslation } from 'react-i18next';
import { useParams } from '@cvb/router';
import { fetchMediaVideo, useApiData } from '@cvb/api-client';
import { formatDate } from '@cvb/format';
import { ApiDataView, RemoteNotFound } from '@cvb/mfe-kit';
import { CardGrid, Container, Muted, PageTitle, SectionTitle, Skeleton } from '@cvb/ui';
import { isNotFound } from '../shared/not-found';
import { useLocale } from '../shared/use-locale';
import { usePageTitle } from '../shared/use-page-title';
import { ClickToPlay } from './click-to-play';
import { MediaVideoCard } from './media-video-card';

/** /videos/:slug: the video (poster first, player after a click), its description and more videos. */
export function VideoPage() {
  const { t } = useTranslation('media');
  const locale = useLocale();
  const { slug = '' } = useParams();
  const detail = useApiData((signal) => fetchMediaVideo(slug, locale, signal), `${slug}/${locale}`);
  usePageTitle(detail.status === 'ready' ? detail.data.video.title : undefined);
  if (isNotFound(detail)) return <RemoteNotFound />;
  return (
    <Container>
      <ApiDataView result={detail} skeleton={<Skeleton $height="600px" />}>
        {({ video, more }) => (
          <>
            <article aria-labelledby="video-title" style={{ maxWidth: 860, margin: '0 auto' }}>
              <PageTitle id="video-title">{video.title}</PageTitle>
              <div style={{ borderRadius: 10, overflow: 'hidden' }}>
                <ClickToPlay
                  youtubeId={video.youtubeId}
                  title={video.title}
                  poster={video.poster}
                  priority
                  sizes="(min-width: 900px) 860px, 100vw"
                />
              </div>
              <p>{video.description}</p>
              <Muted>
                {[video.subject, t(`videos.sections.${video.section}`), formatDate(video.publishedAt, locale)]
                  .filter(Boolean)
                  .join(' · ')}
              </Muted>
              <p>
                <a
                  href={`https://www.youtube.com/watch?v=${video.youtubeId}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('videos.watchOnYoutube')}
                </a>
              </p>
            </article>
            {more.length > 0 && (
              <section aria-labelledby="more-videos">
                <SectionTitle id="more-videos">{t('videos.more')}</SectionTitle>
                <CardGrid $wide>
                  {more.map((other) => (
                    <li key={other.slug}>
                      <MediaVideoCard video={other} />
                    </li>
                  ))}
                </CardGrid>
              </section>
            )}
          </>
        )}
      </ApiDataView>
    </Container>
  );
}
