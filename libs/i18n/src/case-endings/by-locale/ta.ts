import type { Joiner } from '../types';
import { tamilLocative } from '../tamil-locative';

/** Tamil: the locative joined with its sandhi (மும்பையில்); "located in" adds உள்ள (மகாராஷ்டிராவில் உள்ள). */
export const ta: Joiner = (name, ending, after) =>
  `${tamilLocative(name)}${after}${ending === 'located' ? ' உள்ள' : ''}`;
