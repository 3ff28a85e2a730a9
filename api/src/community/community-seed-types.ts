import type { CommunityVertical, LocaleCode } from '@cvb/contracts';

export interface SeedAnswer {
  authorName: string;
  body: string;
  at: string;
}

export interface SeedQuestion {
  vertical: CommunityVertical;
  /** The language it is asked and answered in: it is listed on that language's pages. */
  locale: LocaleCode;
  authorName: string;
  title: string;
  details: string;
  at: string;
  answers: SeedAnswer[];
}
