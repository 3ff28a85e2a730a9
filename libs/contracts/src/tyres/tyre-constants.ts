export const TYRE_SEGMENTS = ['truck', 'tractor', 'three-wheeler', 'infra'] as const;

export const TYRE_CONSTRUCTIONS = ['radial', 'bias'] as const;

export const TYRE_MODEL_STATUSES = ['on-sale', 'upcoming', 'expired'] as const;

/** Compare at most this many tyres side by side (docs/domain.md#comparison). */
export const TYRE_COMPARE_MAX = 4;

export const LOAD_LEVELS = ['empty', 'half', 'full'] as const;
