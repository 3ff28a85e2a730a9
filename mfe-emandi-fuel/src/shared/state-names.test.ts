import { KNOWN_STATES, stateName } from './state-names';

describe('stateName', () => {
  it('knows the 28 states and 8 union territories in every language', () => {
    expect(KNOWN_STATES).toHaveLength(36);
    for (const state of KNOWN_STATES) {
      for (const locale of ['hi', 'mr', 'pa', 'ta', 'te'] as const) {
        expect(stateName(state, locale)).not.toBe(state);
        expect(stateName(state, locale)).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('names a state in the visitor language and keeps English and unknown names as given', () => {
    expect(stateName('Maharashtra', 'hi')).toBe('महाराष्ट्र');
    expect(stateName('Punjab', 'pa')).toBe('ਪੰਜਾਬ');
    expect(stateName('Tamil Nadu', 'ta')).toBe('தமிழ்நாடு');
    expect(stateName('Tamil Nadu', 'en')).toBe('Tamil Nadu');
    expect(stateName('Atlantis', 'hi')).toBe('Atlantis');
  });
});
