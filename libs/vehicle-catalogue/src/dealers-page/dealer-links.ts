import type { Dealer } from '@cvb/contracts';

/** A tel: link that dials on phones: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A map search for the dealer's name and full address. */
export function mapHref(dealer: Pick<Dealer, 'name' | 'address' | 'city' | 'state' | 'pincode'>): string {
  const query = [dealer.name, dealer.address, dealer.city, dealer.state, dealer.pincode].join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
