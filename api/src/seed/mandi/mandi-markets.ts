/**
 * 300 regulated markets (APMC yards) of 15 states, 20 per state, spelt as Agmarknet spells them.
 * Format: "District: Market, Market; District: Market".
 */
const MARKETS_BY_STATE: Record<string, string> = {
  Punjab:
    'Ludhiana: Khanna, Jagraon, Ludhiana, Samrala, Raikot; Patiala: Rajpura, Samana, Patran, Nabha; Sangrur: Sangrur, Sunam, Dhuri, Moonak; Bathinda: Bathinda, Rampuraphul, Maur; Amritsar: Amritsar, Ajnala; Jalandhar: Jalandhar City, Phillaur',
  Haryana:
    'Karnal: Karnal, Gharaunda, Taraori, Nilokheri, Assandh; Kaithal: Kaithal, Cheeka, Pundri, Kalayat; Sirsa: Sirsa, Ellenabad, Dabwali, Kalanwali; Hisar: Hisar, Adampur, Barwala, Uklana; Kurukshetra: Thanesar, Pehowa, Shahabad',
  'Uttar Pradesh':
    'Agra: Agra, Achnera, Fatehabad, Jagnair; Aligarh: Aligarh, Khair, Atrauli; Bareilly: Bareilly, Bahedi, Aonla; Kanpur Nagar: Kanpur(Grain), Bilhaur; Lucknow: Lucknow, Banthara; Meerut: Meerut, Mawana, Sardhana; Varanasi: Varanasi, Varanasi(Veg.); Jhansi: Jhansi',
  'Madhya Pradesh':
    'Indore: Indore, Mhow, Sanwer, Gautampura; Ujjain: Ujjain, Badnagar, Khachrod, Mahidpur; Dewas: Dewas, Sonkatch, Kannod; Sehore: Sehore, Ashta, Ichhawar; Vidisha: Vidisha, Ganjbasoda, Sironj; Mandsaur: Mandsaur, Shamgarh, Garoth',
  Rajasthan:
    'Jaipur: Jaipur (Grain), Chomu, Bassi, Dudu; Kota: Kota, Ramganjmandi, Itawa; Bikaner: Bikaner (Grain), Lunkaransar, Khajuwala; Sri Ganganagar: Sri Ganganagar, Padampur, Raisinghnagar, Gharsana; Alwar: Alwar, Khairthal, Kherli; Jodhpur: Jodhpur (Grain), Bhagat Ki Kothi; Nagaur: Merta City',
  Maharashtra:
    'Pune: Pune, Baramati, Junnar, Manchar; Nashik: Lasalgaon, Pimpalgaon, Nashik, Yeola, Manmad; Ahmednagar: Ahmednagar, Rahuri, Sangamner; Solapur: Solapur, Barshi, Akluj; Latur: Latur, Udgir, Ausa; Nagpur: Nagpur, Kalmeshwar',
  Gujarat:
    'Rajkot: Rajkot, Gondal, Jetpur, Upleta; Ahmedabad: Ahmedabad, Dholka, Viramgam; Junagadh: Junagadh, Keshod, Visavadar; Mehsana: Mehsana, Unjha, Visnagar, Kadi; Amreli: Amreli, Savarkundla, Bagasara; Banaskantha: Deesa, Tharad, Palanpur',
  Karnataka:
    'Bangalore: Bangalore; Mysore: Mysore (Bandipalya), Nanjangud, Hunsur; Davangere: Davangere, Harihara, Channagiri; Dharwad: Hubli (Amaragol), Dharwad, Kalaghatagi; Belgaum: Belgaum, Gokak, Athani, Bailahongal; Raichur: Raichur, Sindhanur, Manvi; Kolar: Kolar, Bangarpet; Chitradurga: Chitradurga',
  'Andhra Pradesh':
    'Guntur: Guntur, Tenali, Narasaraopet, Duggirala; Kurnool: Kurnool, Adoni, Nandyal, Yemmiganur; Krishna: Vijayawada, Nuzvid; East Godavari: Kakinada, Rajahmundry; Anantapur: Anantapur, Kadiri, Hindupur; Chittoor: Chittoor, Madanapalli, Palamaner; West Godavari: Eluru, Tadepalligudem',
  Telangana:
    'Warangal: Warangal, Jangaon, Mahabubabad; Khammam: Khammam, Madhira; Nizamabad: Nizamabad, Bodhan, Armoor; Adilabad: Adilabad, Bhainsa; Karimnagar: Karimnagar, Jammikunta, Peddapalli; Hyderabad: Bowenpally, Gudimalkapur; Nalgonda: Nalgonda, Miryalguda, Suryapet; Mahbubnagar: Mahbubnagar, Jadcherla',
  'Tamil Nadu':
    'Coimbatore: Coimbatore, Pollachi, Mettupalayam; Erode: Erode, Gobichettipalayam; Madurai: Madurai, Melur, Usilampatti; Salem: Salem, Attur, Omalur; Thanjavur: Thanjavur, Kumbakonam, Pattukottai; Dindigul: Oddanchatram, Dindigul, Palani; Tirunelveli: Tirunelveli, Sankarankoil; Villupuram: Villupuram',
  'West Bengal':
    'Bardhaman: Burdwan, Kalna, Katwa, Memari; Hooghly: Sheoraphuly, Champadanga, Pandua; Nadia: Ranaghat, Krishnanagar, Karimpur; Murshidabad: Berhampore, Kandi, Jangipur; North 24 Parganas: Barasat, Habra, Bongaon; Coochbehar: Coochbehar, Dinhata; Jalpaiguri: Dhupguri; Paschim Medinipur: Ghatal',
  Bihar:
    'Patna: Patna, Masaurhi, Bakhtiyarpur; Muzaffarpur: Muzaffarpur, Motipur; Gaya: Gaya, Sherghati; Bhagalpur: Bhagalpur, Naugachia; Purnia: Purnia, Gulabbagh; Samastipur: Samastipur, Dalsinghsarai, Rosera; Begusarai: Begusarai, Barauni; Rohtas: Sasaram, Dehri, Bikramganj; Nalanda: Biharsharif',
  Odisha:
    'Bargarh: Bargarh, Attabira, Sohela, Bhatli; Sambalpur: Sambalpur, Kuchinda; Balasore: Balasore, Jaleswar; Cuttack: Cuttack, Salepur; Khurda: Bhubaneswar, Khurda; Ganjam: Berhampur, Digapahandi; Kalahandi: Bhawanipatna, Kesinga, Dharmagarh; Koraput: Jeypore, Koraput; Kendrapara: Kendrapara',
  Kerala:
    'Ernakulam: Ernakulam, Perumbavoor, Aluva, Angamaly; Thrissur: Thrissur, Chalakudy, Irinjalakkuda; Kottayam: Kottayam, Pala, Kanjirappally; Kozhikode: Kozhikode, Vadakara, Koduvally; Palakkad: Palakkad, Alathur; Thiruvananthapuram: Thiruvananthapuram, Neyyattinkara, Attingal; Kollam: Kollam, Karunagappally',
};

export interface MandiMarketSeed {
  state: string;
  stateSlug: string;
  district: string;
  districtSlug: string;
  market: string;
  marketSlug: string;
}

/** "Jaipur (Grain)" → "jaipur-grain". */
export function placeSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const MANDI_STATES = Object.keys(MARKETS_BY_STATE);

/** Every market, state by state, in the order above. */
export function mandiMarketSeeds(): MandiMarketSeed[] {
  return Object.entries(MARKETS_BY_STATE).flatMap(([state, list]) =>
    list.split(';').flatMap((part) => {
      const [district, markets] = part.split(':').map((text) => text.trim());
      return markets.split(',').map((market) => ({
        state,
        stateSlug: placeSlug(state),
        district,
        districtSlug: placeSlug(district),
        market: market.trim(),
        marketSlug: placeSlug(market),
      }));
    }),
  );
}
