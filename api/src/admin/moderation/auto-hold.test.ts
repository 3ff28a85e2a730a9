import { holdReasonOf } from './auto-hold';

describe('holdReasonOf', () => {
  it('holds links, Indian mobiles and repeated text; publishes ordinary text', () => {
    expect(holdReasonOf(['See www.example.com for more'], [])).toBe('link');
    expect(holdReasonOf(['Details at https://x.in/a'], [])).toBe('link');
    expect(holdReasonOf(['Call 98765 43210 after 6'], [])).toBe('phone');
    expect(holdReasonOf(['Call +91-98765-43210'], [])).toBe('phone');
    expect(holdReasonOf(['whatsapp 919876543210'], [])).toBe('phone');
    expect(holdReasonOf(['Ran 180000 km in 2019, price 1500000'], [])).toBeNull();
    expect(
      holdReasonOf(['Great truck for the ghats, low diesel'], ['great truck for the ghats low diesel!']),
    ).toBe('repeat');
    expect(holdReasonOf(['Agreed'], ['agreed'])).toBeNull();
  });
});
