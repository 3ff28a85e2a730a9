/** /community (docs/domain.md#pages): one tab per vertical. */
export const COMMUNITY_VERTICALS = ['truck', 'bus', 'three-wheeler', 'tractor'] as const;

/** Length limits of the plain-text fields, shared by the forms and the API. */
export const COMMUNITY_LIMITS = {
  titleMin: 10,
  titleMax: 200,
  detailsMax: 2000,
  answerMin: 2,
  answerMax: 2000,
} as const;

export const COMMUNITY_PAGE_MAX = 50;
