import type { VehicleVertical } from '@cvb/contracts';

/** The 20 states the seeded ads come from, with their RTO letters and real towns where used vehicles trade. */
export interface SeedState {
  name: string;
  rto: string;
  cities: readonly string[];
  /** How many ads of each vertical a state gets, relatively (farm states sell more tractors). */
  weight: Readonly<Record<VehicleVertical, number>>;
}

const w = (truck: number, bus: number, threeWheeler: number, tractor: number, infra: number) => ({
  truck,
  bus,
  'three-wheeler': threeWheeler,
  tractor,
  infra,
});

export const SEED_STATES: readonly SeedState[] = [
  {
    name: 'Maharashtra',
    rto: 'MH',
    cities: ['Pune', 'Nashik', 'Nagpur', 'Kolhapur', 'Ahmednagar', 'Mumbai'],
    weight: w(10, 8, 8, 10, 9),
  },
  {
    name: 'Uttar Pradesh',
    rto: 'UP',
    cities: ['Lucknow', 'Kanpur', 'Agra', 'Meerut', 'Bareilly', 'Gorakhpur'],
    weight: w(9, 8, 10, 12, 6),
  },
  {
    name: 'Gujarat',
    rto: 'GJ',
    cities: ['Ahmedabad', 'Surat', 'Rajkot', 'Vadodara', 'Mehsana'],
    weight: w(9, 6, 6, 7, 8),
  },
  {
    name: 'Tamil Nadu',
    rto: 'TN',
    cities: ['Chennai', 'Coimbatore', 'Namakkal', 'Salem', 'Madurai'],
    weight: w(9, 8, 7, 5, 7),
  },
  {
    name: 'Karnataka',
    rto: 'KA',
    cities: ['Bengaluru', 'Hubballi', 'Belagavi', 'Mysuru', 'Davanagere'],
    weight: w(7, 7, 7, 6, 7),
  },
  {
    name: 'Rajasthan',
    rto: 'RJ',
    cities: ['Jaipur', 'Jodhpur', 'Kota', 'Bikaner', 'Udaipur'],
    weight: w(7, 5, 5, 9, 6),
  },
  {
    name: 'Madhya Pradesh',
    rto: 'MP',
    cities: ['Indore', 'Bhopal', 'Jabalpur', 'Gwalior', 'Ujjain'],
    weight: w(6, 5, 5, 9, 5),
  },
  {
    name: 'Punjab',
    rto: 'PB',
    cities: ['Ludhiana', 'Amritsar', 'Jalandhar', 'Bathinda', 'Patiala'],
    weight: w(6, 5, 4, 12, 3),
  },
  {
    name: 'Haryana',
    rto: 'HR',
    cities: ['Karnal', 'Hisar', 'Gurugram', 'Rohtak', 'Panipat'],
    weight: w(6, 4, 4, 10, 4),
  },
  {
    name: 'Andhra Pradesh',
    rto: 'AP',
    cities: ['Vijayawada', 'Guntur', 'Visakhapatnam', 'Nellore', 'Kurnool'],
    weight: w(6, 5, 6, 6, 5),
  },
  {
    name: 'Telangana',
    rto: 'TS',
    cities: ['Hyderabad', 'Warangal', 'Karimnagar', 'Nizamabad'],
    weight: w(6, 5, 6, 5, 6),
  },
  {
    name: 'West Bengal',
    rto: 'WB',
    cities: ['Kolkata', 'Durgapur', 'Siliguri', 'Asansol'],
    weight: w(5, 6, 7, 4, 4),
  },
  {
    name: 'Bihar',
    rto: 'BR',
    cities: ['Patna', 'Muzaffarpur', 'Gaya', 'Bhagalpur'],
    weight: w(4, 4, 7, 6, 3),
  },
  {
    name: 'Kerala',
    rto: 'KL',
    cities: ['Kochi', 'Thrissur', 'Kozhikode', 'Thiruvananthapuram'],
    weight: w(3, 5, 6, 1, 3),
  },
  {
    name: 'Odisha',
    rto: 'OD',
    cities: ['Bhubaneswar', 'Cuttack', 'Rourkela', 'Sambalpur'],
    weight: w(4, 3, 4, 3, 5),
  },
  {
    name: 'Jharkhand',
    rto: 'JH',
    cities: ['Ranchi', 'Dhanbad', 'Jamshedpur', 'Bokaro'],
    weight: w(4, 2, 3, 2, 5),
  },
  {
    name: 'Chhattisgarh',
    rto: 'CG',
    cities: ['Raipur', 'Bilaspur', 'Korba', 'Durg'],
    weight: w(3, 2, 3, 4, 4),
  },
  {
    name: 'Uttarakhand',
    rto: 'UK',
    cities: ['Dehradun', 'Haridwar', 'Rudrapur', 'Haldwani'],
    weight: w(2, 2, 2, 3, 2),
  },
  {
    name: 'Assam',
    rto: 'AS',
    cities: ['Guwahati', 'Dibrugarh', 'Jorhat', 'Silchar'],
    weight: w(3, 3, 4, 2, 2),
  },
  { name: 'Delhi', rto: 'DL', cities: ['New Delhi', 'Delhi'], weight: w(4, 4, 5, 0, 2) },
];
