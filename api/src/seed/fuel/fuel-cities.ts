/**
 * Pump prices (₹ per litre petrol / diesel, ₹ per kg CNG, ₹ per litre auto LPG) of every state and
 * union territory, after the March 2024 cut; the first city is the capital. A city's price differs
 * from the capital's by freight (a few paise to about a rupee). CNG only where a city gas network sells it.
 * Format: "City" or "City:petrolOffset:dieselOffset:cng:lpg" (empty parts mean none / zero).
 */
interface StateFuel {
  state: string;
  petrol: number;
  diesel: number;
  cities: string;
}

export const FUEL_STATES: StateFuel[] = [
  { state: 'Andaman and Nicobar Islands', petrol: 82.46, diesel: 78.05, cities: 'Port Blair' },
  {
    state: 'Andhra Pradesh',
    petrol: 109.63,
    diesel: 97.47,
    cities:
      'Amaravati:0.1:0.1, Visakhapatnam:-0.6:-0.55:91.5:, Vijayawada:-0.2:-0.2:92:, Guntur::0.05, Nellore:0.3:0.28, Kurnool:0.45:0.42, Tirupati:0.4:0.38, Kakinada:-0.3:-0.3:93:, Rajahmundry:0.05:0.05, Anantapur:0.55:0.5',
  },
  {
    state: 'Arunachal Pradesh',
    petrol: 90.92,
    diesel: 80.44,
    cities: 'Itanagar, Naharlagun:0.05:0.05, Pasighat:0.8:0.75',
  },
  {
    state: 'Assam',
    petrol: 97.14,
    diesel: 89.38,
    cities:
      'Dispur, Guwahati:-0.1:-0.1, Silchar:0.7:0.65, Dibrugarh:0.45:0.4, Jorhat:0.3:0.28, Tezpur:0.25:0.22',
  },
  {
    state: 'Bihar',
    petrol: 105.58,
    diesel: 92.42,
    cities:
      'Patna:0:0:89.5:, Gaya:0.6:0.57, Muzaffarpur:0.5:0.46, Bhagalpur:0.8:0.74, Darbhanga:0.65:0.6, Purnia:0.9:0.84, Begusarai:0.35:0.32',
  },
  { state: 'Chandigarh', petrol: 94.3, diesel: 82.45, cities: 'Chandigarh:0:0:94.25:' },
  {
    state: 'Chhattisgarh',
    petrol: 100.39,
    diesel: 93.33,
    cities: 'Raipur, Bhilai:0.1:0.1, Bilaspur:0.45:0.42, Korba:0.6:0.55, Durg:0.12:0.1, Rajnandgaon:0.3:0.27',
  },
  {
    state: 'Dadra and Nagar Haveli and Daman and Diu',
    petrol: 92.38,
    diesel: 87.99,
    cities: 'Daman, Silvassa:0.15:0.14:84.5:, Diu:0.4:0.38',
  },
  { state: 'Delhi', petrol: 94.72, diesel: 87.62, cities: 'Delhi:0:0:76.09:, New Delhi:0:0:76.09:' },
  {
    state: 'Goa',
    petrol: 96.52,
    diesel: 88.29,
    cities: 'Panaji, Margao:0.2:0.18:87:, Vasco da Gama:0.15:0.13, Mapusa:0.1:0.09',
  },
  {
    state: 'Gujarat',
    petrol: 94.49,
    diesel: 90.17,
    cities:
      'Gandhinagar:0.2:0.19:80.34:, Ahmedabad:0:0:80.34:, Surat:0.1:0.1:79.76:, Vadodara:-0.15:-0.15:80.1:, Rajkot:0.1:0.1:81.5:, Bhavnagar:0.5:0.48, Jamnagar:0.25:0.24, Junagadh:0.45:0.42, Anand:0.05:0.05:80.3:, Bharuch:0.2:0.18:79.9:',
  },
  {
    state: 'Haryana',
    petrol: 94.98,
    diesel: 87.83,
    cities:
      'Panchkula:0.1:0.1, Gurugram:0.05:0.05:82.12:, Faridabad:0.1:0.1:81.94:, Panipat:0.3:0.28:84:, Ambala:0.25:0.24, Hisar:0.55:0.5, Karnal:0.2:0.18:84:, Rohtak:0.3:0.27:83.8:, Sonipat:0.15:0.14:82.9:, Sirsa:0.7:0.65',
  },
  {
    state: 'Himachal Pradesh',
    petrol: 94.92,
    diesel: 87.02,
    cities: 'Shimla:0.45:0.42, Dharamshala:0.4:0.38, Mandi:0.3:0.28, Solan:0.2:0.18, Kullu:0.6:0.56, Una',
  },
  {
    state: 'Jammu and Kashmir',
    petrol: 100.31,
    diesel: 85.25,
    cities:
      'Srinagar, Jammu:-0.9:-0.8, Anantnag:0.3:0.28, Baramulla:0.4:0.36, Kathua:-0.7:-0.65, Udhampur:-0.4:-0.36',
  },
  {
    state: 'Jharkhand',
    petrol: 97.81,
    diesel: 92.56,
    cities:
      'Ranchi:0:0:87.9:, Jamshedpur:0.2:0.19:89:, Dhanbad:0.1:0.1:90:, Bokaro Steel City:0.15:0.14, Hazaribagh:0.35:0.33, Deoghar:0.45:0.42',
  },
  {
    state: 'Karnataka',
    petrol: 102.92,
    diesel: 89.02,
    cities:
      'Bengaluru:0:0:88.5:, Mysuru:0.2:0.18:87:, Mangaluru:-0.6:-0.55:86.5:, Hubballi:0.45:0.42:88:, Belagavi:0.55:0.5:88:, Kalaburagi:0.6:0.56, Davanagere:0.3:0.28, Ballari:0.5:0.46, Shivamogga:0.35:0.33, Tumakuru:0.12:0.11:88.5:',
  },
  {
    state: 'Kerala',
    petrol: 107.56,
    diesel: 96.43,
    cities:
      'Thiruvananthapuram:0:0:90.5:, Kochi:-1.5:-1.4:86:, Kozhikode:-1.1:-1.05:88:, Thrissur:-0.9:-0.85:87.5:, Kollam:-0.2:-0.18, Kannur:-0.85:-0.8, Palakkad:-0.5:-0.46:87.5:, Alappuzha:-0.7:-0.65, Kottayam:-0.75:-0.7',
  },
  { state: 'Ladakh', petrol: 102.55, diesel: 88.78, cities: 'Leh, Kargil:0.75:0.7' },
  { state: 'Lakshadweep', petrol: 100.75, diesel: 95.71, cities: 'Kavaratti' },
  {
    state: 'Madhya Pradesh',
    petrol: 106.47,
    diesel: 91.84,
    cities:
      'Bhopal:0:0:90.5:, Indore:0.1:0.1:91.5:, Jabalpur:0.4:0.36:92:, Gwalior:0.45:0.42:93:, Ujjain:0.2:0.19:92:, Sagar:0.5:0.46, Dewas:0.15:0.14:91.5:, Satna:0.6:0.56, Ratlam:0.35:0.32, Rewa:0.7:0.64',
  },
  {
    state: 'Maharashtra',
    petrol: 104.21,
    diesel: 92.15,
    cities:
      'Mumbai:0:0:77:, Pune:-0.17:-1.58:87.9:, Nagpur:0.32:-1.0:90.5:, Thane:-0.1:-0.1:77:, Nashik:0.3:-0.65:89.5:, Aurangabad:0.9:-0.3:92:, Solapur:0.4:-0.6:89:, Kolhapur:0.45:-0.5:88.5:, Amravati:0.8:-0.2, Navi Mumbai:0.05:0.05:77:, Sangli:0.35:-0.55, Latur:0.75:-0.3',
  },
  {
    state: 'Manipur',
    petrol: 99.13,
    diesel: 85.22,
    cities: 'Imphal, Thoubal:0.2:0.18, Churachandpur:0.55:0.5',
  },
  { state: 'Meghalaya', petrol: 96.34, diesel: 85.8, cities: 'Shillong, Tura:0.85:0.8, Jowai:0.3:0.27' },
  { state: 'Mizoram', petrol: 99.24, diesel: 87.65, cities: 'Aizawl, Lunglei:0.7:0.65' },
  {
    state: 'Nagaland',
    petrol: 97.75,
    diesel: 88.83,
    cities: 'Kohima, Dimapur:-0.5:-0.46, Mokokchung:0.4:0.37',
  },
  {
    state: 'Odisha',
    petrol: 101.06,
    diesel: 92.64,
    cities:
      'Bhubaneswar:0:0:88:, Cuttack:0.1:0.09:88:, Rourkela:0.5:0.46, Berhampur:0.35:0.32, Sambalpur:0.45:0.42, Puri:0.15:0.14, Balasore:0.3:0.28',
  },
  {
    state: 'Puducherry',
    petrol: 94.3,
    diesel: 84.31,
    cities: 'Puducherry, Karaikal:0.4:0.37:89:, Mahe:-0.8:-0.75, Yanam:0.3:0.28',
  },
  {
    state: 'Punjab',
    petrol: 98.02,
    diesel: 88.3,
    cities:
      'Mohali:0:0:88:, Ludhiana:0.3:0.27:89.3:, Amritsar:0.65:0.6:90:, Jalandhar:0.4:0.37:89.5:, Patiala:0.2:0.18, Bathinda:0.6:0.55:90:, Pathankot:0.75:0.7, Hoshiarpur:0.45:0.42',
  },
  {
    state: 'Rajasthan',
    petrol: 104.72,
    diesel: 90.21,
    cities:
      'Jaipur:0:0:92.4:, Jodhpur:0.4:0.36:93:, Udaipur:0.5:0.45:94:, Kota:0.3:0.27:93.5:, Ajmer:0.2:0.18, Bikaner:0.9:0.8, Alwar:0.1:0.09:90:, Bhilwara:0.35:0.32, Sri Ganganagar:1.5:1.35',
  },
  { state: 'Sikkim', petrol: 101.5, diesel: 88.8, cities: 'Gangtok, Namchi:0.3:0.28' },
  {
    state: 'Tamil Nadu',
    petrol: 100.75,
    diesel: 92.34,
    cities:
      'Chennai:0:0:91.5:, Coimbatore:0.35:0.33:90:, Madurai:0.5:0.47:90.5:, Tiruchirappalli:0.3:0.28, Salem:0.4:0.37:90:, Tirunelveli:0.6:0.55, Tiruppur:0.4:0.37, Vellore:0.25:0.23, Erode:0.35:0.32, Thoothukudi:0.55:0.5',
  },
  {
    state: 'Telangana',
    petrol: 107.46,
    diesel: 95.7,
    cities:
      'Hyderabad:0:0:96.5:, Warangal:0.2:0.19:97:, Nizamabad:0.75:0.7, Karimnagar:0.4:0.37, Khammam:0.5:0.46, Ramagundam:0.45:0.42',
  },
  {
    state: 'Tripura',
    petrol: 97.46,
    diesel: 86.57,
    cities: 'Agartala:0:0:76.5:, Udaipur (Tripura):0.3:0.28',
  },
  {
    state: 'Uttar Pradesh',
    petrol: 94.69,
    diesel: 87.8,
    cities:
      'Lucknow:0:0:93.25:, Kanpur:0.2:0.2:92.5:, Varanasi:0.35:0.34:91.5:, Agra:0.06:0.07:90.5:, Prayagraj:0.4:0.38:91:, Ghaziabad:-0.1:-0.1:82.5:, Noida:0.15:0.15:82.5:, Meerut:0.05:0.05:88:, Bareilly:0.3:0.29:92:, Aligarh:0.15:0.14:90:, Gorakhpur:0.6:0.56:93:, Moradabad:0.25:0.24:92:, Jhansi:0.45:0.42:91.5:',
  },
  {
    state: 'Uttarakhand',
    petrol: 93.45,
    diesel: 88.32,
    cities:
      'Dehradun:0:0:86.5:, Haridwar:0.2:0.19:86:, Haldwani:0.4:0.37, Roorkee:0.25:0.23, Rudrapur:0.3:0.27:87:, Nainital:0.6:0.56',
  },
  {
    state: 'West Bengal',
    petrol: 103.94,
    diesel: 90.76,
    cities:
      'Kolkata:0:0:93.5:, Howrah:0.05:0.05:93.5:, Siliguri:1.3:1.2, Durgapur:0.6:0.56:92:, Asansol:0.5:0.46:92:, Bardhaman:0.4:0.37, Kharagpur:0.45:0.42, Haldia:0.35:0.32',
  },
];

export interface FuelCitySeed {
  state: string;
  city: string;
  citySlug: string;
  petrol: number;
  diesel: number;
  cng: number | null;
  lpg: number | null;
  /** The state's first city: its price is the state's reference, without freight. */
  capital: boolean;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function citySlugOf(city: string): string {
  return city
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Auto LPG is sold in the big metros at about ₹60–70 a litre. */
const AUTO_LPG: Record<string, number> = {
  delhi: 61.8,
  mumbai: 66.9,
  kolkata: 68.4,
  chennai: 66.1,
  bengaluru: 66.5,
  hyderabad: 69.7,
  pune: 67.4,
  ahmedabad: 65.9,
};

/** Every city with its current base prices. */
export function fuelCitySeeds(): FuelCitySeed[] {
  return FUEL_STATES.flatMap(({ state, petrol, diesel, cities }) =>
    cities.split(',').map((entry, index) => {
      const [name, petrolOffset, dieselOffset, cng, lpg] = entry.trim().split(':');
      const citySlug = citySlugOf(name);
      return {
        state,
        city: name,
        citySlug,
        petrol: round2(petrol + Number(petrolOffset || 0)),
        diesel: round2(diesel + Number(dieselOffset || 0)),
        cng: cng ? Number(cng) : null,
        lpg: lpg ? Number(lpg) : (AUTO_LPG[citySlug] ?? null),
        capital: index === 0,
      };
    }),
  );
}
