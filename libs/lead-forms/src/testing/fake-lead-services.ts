import type { City } from '@cvb/contracts';
import type { LeadServices } from '../flow/lead-services';

export const TEST_CITIES: City[] = [
  { slug: 'new-delhi', name: 'New Delhi', state: 'Delhi' },
  { slug: 'kochi', name: 'Kochi', state: 'Kerala' },
  { slug: 'pune', name: 'Pune', state: 'Maharashtra' },
];

export type FakeLeadServices = { [K in keyof LeadServices]: jest.MockedFunction<LeadServices[K]> };

/** Services of a test: every call a jest.fn; by default a lead is stored and the cities load. */
export function fakeLeadServices(): FakeLeadServices {
  return {
    submitLead: jest.fn().mockResolvedValue({ status: 'stored' }),
    sendCode: jest.fn().mockResolvedValue(undefined),
    confirmCode: jest.fn().mockResolvedValue('token-1'),
    loadCities: jest.fn().mockResolvedValue(TEST_CITIES),
    failureMessage: jest.fn((error: unknown) => (error instanceof ApiRefusal ? error.message : null)),
  };
}

/** A refused call whose message the fake services read back, like a 400 of the API. */
export class ApiRefusal extends Error {}
