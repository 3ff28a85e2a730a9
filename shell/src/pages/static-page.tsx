import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Container, Lead, Muted, PageTitle, SectionTitle } from '@cvb/ui';
import { useDocumentTitle } from './use-document-title';

export type StaticPageKey = 'about' | 'advertise' | 'contact' | 'privacy' | 'terms' | 'visitor';

interface TextSection {
  heading: string;
  body: string;
}

function isSectionList(value: unknown): value is TextSection[] {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => {
      const section = item as Partial<TextSection> | null;
      return typeof section?.heading === 'string' && typeof section.body === 'string';
    })
  );
}

const Article = styled.article`
  max-width: 780px;
  line-height: 1.65;
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

/** Title, intro and headed sections of a page from namespace 'shell'; legal pages show their date. */
export function StaticPage({
  page,
  dated = false,
  children,
}: {
  page: StaticPageKey;
  dated?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const title = t(`pages.${page}.title`);
  const sections = t(`pages.${page}.sections`, { returnObjects: true });
  useDocumentTitle(title);
  return (
    <Container>
      <Article>
        <PageTitle>{title}</PageTitle>
        {dated && (
          <p>
            <Muted>{t('pages.lastUpdated')}</Muted>
          </p>
        )}
        <Lead>{t(`pages.${page}.intro`)}</Lead>
        {isSectionList(sections) &&
          sections.map((section) => (
            <section key={section.heading}>
              <SectionTitle>{section.heading}</SectionTitle>
              <p>{section.body}</p>
            </section>
          ))}
      </Article>
      {children}
    </Container>
  );
}
