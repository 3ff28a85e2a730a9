import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pageOrigin } from '@cvb/mfe-kit';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    text-decoration: none;
    font-weight: 600;
  }
`;

const SITES: { name: string; url: (link: string, title: string) => string }[] = [
  { name: 'WhatsApp', url: (link, title) => `https://wa.me/?text=${encodeURIComponent(`${title} ${link}`)}` },
  {
    name: 'Facebook',
    url: (link) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
  },
  {
    name: 'X',
    url: (link, title) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(link)}&text=${encodeURIComponent(title)}`,
  },
  {
    name: 'LinkedIn',
    url: (link) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
  },
];

/** Links that share a page (plain links: nothing of the social sites loads until the visitor clicks). */
export function ShareLinks({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('media');
  const link = `${pageOrigin()}${path}`;
  return (
    <nav aria-label={t('story.share')}>
      <List>
        {SITES.map((site) => (
          <li key={site.name}>
            <a
              href={site.url(link, title)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('story.shareOn', { site: site.name })}
            >
              {site.name}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
