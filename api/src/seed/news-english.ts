import type { NewsText } from './news-stories';

export const englishNews: Record<string, NewsText> = {
  'gst-on-commercial-vehicles-cut-to-18-percent': {
    title: 'GST on trucks, buses and three-wheelers cut from 28% to 18%',
    summary:
      'From 22 September 2025 commercial vehicles attract 18% GST instead of 28%, bringing ex-showroom prices down by about 7–8%.',
    body: 'The GST Council has moved goods carriers, buses and three-wheelers from the 28% slab to 18%, and the compensation cess on them is gone. Makers have passed the cut on: a medium truck that cost ₹25 lakh is now close to ₹23 lakh.\n\nFleet owners expect the lower price to speed up the replacement of old trucks, while dealers report a rush of bookings in the festive season.',
  },
  'tractor-gst-cut-to-5-percent': {
    title: 'Tractors get cheaper as GST falls from 12% to 5%',
    summary:
      'Farmers save roughly ₹40,000–60,000 on a 45–50 hp tractor after the rate cut that took effect on 22 September 2025.',
    body: 'Tractors and their key parts now carry 5% GST. Mahindra, Swaraj, Sonalika and others announced new price lists the same week.\n\nThe saving on a popular 45 hp model is about 6%, and dealers in Punjab and Madhya Pradesh say enquiries rose ahead of the rabi sowing season.',
  },
  'tata-motors-commercial-vehicle-demerger-effective': {
    title: 'Tata Motors’ commercial vehicle business becomes a separate company',
    summary:
      'The demerger of the trucks and buses business into its own listed company takes effect on 1 October 2025.',
    body: 'Tata Motors has split its commercial vehicle business, which makes the Ace, Intra, Signa and Prima trucks and Starbus buses, from its passenger car business. Shareholders receive shares in both companies.\n\nThe company says the split lets each business pursue its own investments, with the commercial vehicle arm focused on electric and hydrogen trucks.',
  },
  'air-conditioned-truck-cabins-mandatory': {
    title: 'Air-conditioned cabins now mandatory for new medium and heavy trucks',
    summary:
      'Trucks of categories N2 and N3 built from 1 October 2025 must have an air-conditioning system for the driver’s cabin.',
    body: 'The Ministry of Road Transport and Highways notified the rule to reduce driver fatigue on long hauls, where cabin temperatures can cross 45 °C in summer.\n\nMakers say the change adds between ₹20,000 and ₹30,000 to the price of a truck, which the GST cut more than offsets.',
  },
  'pm-e-drive-incentive-for-electric-trucks': {
    title: 'PM E-DRIVE scheme extends incentives to electric trucks',
    summary:
      'Buyers of electric N2 and N3 trucks can get a demand incentive when they scrap an old truck, under guidelines issued in July 2025.',
    body: 'The Ministry of Heavy Industries has set out how electric trucks qualify for support under PM E-DRIVE: the incentive depends on gross vehicle weight and requires a battery warranty from the maker.\n\nCement, steel and port operators, who run trucks on fixed routes, are expected to be the first large buyers.',
  },
  'bharat-mobility-expo-2025-commercial-vehicles': {
    title: 'Bharat Mobility Global Expo 2025: electric, hydrogen and LNG trucks take centre stage',
    summary:
      'Truck and bus makers used the expo in New Delhi to show alternative-fuel models for city logistics and long haul.',
    body: 'Tata Motors, Ashok Leyland, Mahindra, Eicher and BharatBenz all displayed electric small commercial vehicles, while several showed hydrogen fuel-cell and LNG trucks for highway use.\n\nBus makers brought low-floor electric city buses and premium sleeper coaches aimed at intercity operators.',
  },
  'petrol-diesel-cut-by-2-rupees': {
    title: 'Petrol and diesel cut by ₹2 a litre across India',
    summary:
      'Oil marketing companies cut pump prices by ₹2 per litre from 15 March 2024; diesel in Delhi now costs ₹87.62.',
    body: 'The cut brings petrol in Delhi to ₹94.72 a litre and diesel to ₹87.62. Prices differ from state to state because of VAT.\n\nTransporters say diesel is close to 40% of a truck’s running cost, so even a small cut helps freight operators on thin margins.',
  },
  'hydrogen-truck-trials-begin': {
    title: 'Trials of hydrogen-powered heavy trucks begin on Indian highways',
    summary:
      'Hydrogen fuel-cell and hydrogen combustion trucks will run on freight routes to test range, refuelling and cost.',
    body: 'The trials, supported by the National Green Hydrogen Mission, use trucks with different payloads on routes around Mumbai, Pune, Delhi-NCR and Jamshedpur.\n\nThe results will help decide whether hydrogen can compete with diesel for long-haul freight, where batteries are still too heavy.',
  },
  'pm-ebus-sewa-10000-electric-buses': {
    title: 'PM-eBus Sewa to bring 10,000 electric buses to smaller cities',
    summary:
      'The scheme pays part of the running cost of electric city buses for 12 years in cities that have few organised bus services.',
    body: 'Buses are run on the gross-cost contract model: an operator provides and maintains the buses and is paid per kilometre. The centre also funds depots and charging infrastructure.\n\nOlectra, PMI, JBM, Switch and Tata Motors are among the makers bidding for the orders.',
  },
  'euler-storm-ev-launched': {
    title: 'Euler Motors launches the Storm EV four-wheel electric cargo vehicle',
    summary:
      'The Storm EV targets intercity and city deliveries with a payload of about 1.7 tonnes, priced at around ₹13 lakh.',
    body: 'The Delhi start-up, known for the HiLoad three-wheeler, offers the Storm EV in LongRange and Intercity versions with a certified range of up to about 200 km.\n\nEuler says e-commerce and FMCG fleets have already placed orders.',
  },
  'good-monsoon-lifts-tractor-demand': {
    title: 'Good monsoon lifts tractor demand ahead of the festive season',
    summary:
      'Above-normal rainfall and healthy reservoir levels have pushed tractor enquiries up in the northern and central states.',
    body: 'Dealers report higher bookings for 40–50 hp tractors such as the Mahindra 575 DI, Swaraj 744 FE and Sonalika DI 745 III.\n\nFinanciers say rural repayment rates have improved, making loans easier to get for first-time buyers.',
  },
  'mahindra-to-acquire-sml-isuzu-stake': {
    title: 'Mahindra to acquire controlling stake in SML Isuzu',
    summary:
      'The deal gives Mahindra a foothold in intermediate and heavy trucks and buses, where SML Isuzu is strong.',
    body: 'Mahindra & Mahindra will buy a majority stake in the Ropar-based maker from Sumitomo and Isuzu. SML Isuzu is known for its Sartaj and Samrat trucks and for school and staff buses.\n\nMahindra says it aims for a much larger share of the truck and bus market by the end of the decade.',
  },
};
