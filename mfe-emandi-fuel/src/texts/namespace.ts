/** The namespace of the e-mandi and fuel pages. */
export const EMANDI_NS = 'emandi';
