/** A real Indian city: slug, name, state and a pincode of its centre. */
export interface CitySeed {
  slug: string;
  name: string;
  state: string;
  pincode: number;
}

type Row = [slug: string, name: string, state: string, pincode: number];

/** New Delhi first: it is the default city (docs/domain.md#cities). */
const rows: Row[] = [
  ['new-delhi', 'New Delhi', 'Delhi', 110001],
  ['mumbai', 'Mumbai', 'Maharashtra', 400001],
  ['pune', 'Pune', 'Maharashtra', 411001],
  ['nagpur', 'Nagpur', 'Maharashtra', 440001],
  ['nashik', 'Nashik', 'Maharashtra', 422001],
  ['aurangabad', 'Chhatrapati Sambhajinagar', 'Maharashtra', 431001],
  ['bengaluru', 'Bengaluru', 'Karnataka', 560001],
  ['mysuru', 'Mysuru', 'Karnataka', 570001],
  ['hubballi', 'Hubballi', 'Karnataka', 580020],
  ['chennai', 'Chennai', 'Tamil Nadu', 600001],
  ['coimbatore', 'Coimbatore', 'Tamil Nadu', 641001],
  ['madurai', 'Madurai', 'Tamil Nadu', 625001],
  ['namakkal', 'Namakkal', 'Tamil Nadu', 637001],
  ['hyderabad', 'Hyderabad', 'Telangana', 500001],
  ['warangal', 'Warangal', 'Telangana', 506002],
  ['vijayawada', 'Vijayawada', 'Andhra Pradesh', 520001],
  ['visakhapatnam', 'Visakhapatnam', 'Andhra Pradesh', 530001],
  ['tirupati', 'Tirupati', 'Andhra Pradesh', 517501],
  ['kolkata', 'Kolkata', 'West Bengal', 700001],
  ['durgapur', 'Durgapur', 'West Bengal', 713201],
  ['siliguri', 'Siliguri', 'West Bengal', 734001],
  ['ahmedabad', 'Ahmedabad', 'Gujarat', 380001],
  ['surat', 'Surat', 'Gujarat', 395003],
  ['vadodara', 'Vadodara', 'Gujarat', 390001],
  ['rajkot', 'Rajkot', 'Gujarat', 360001],
  ['jaipur', 'Jaipur', 'Rajasthan', 302001],
  ['jodhpur', 'Jodhpur', 'Rajasthan', 342001],
  ['udaipur', 'Udaipur', 'Rajasthan', 313001],
  ['lucknow', 'Lucknow', 'Uttar Pradesh', 226001],
  ['kanpur', 'Kanpur', 'Uttar Pradesh', 208001],
  ['agra', 'Agra', 'Uttar Pradesh', 282001],
  ['varanasi', 'Varanasi', 'Uttar Pradesh', 221001],
  ['ghaziabad', 'Ghaziabad', 'Uttar Pradesh', 201001],
  ['patna', 'Patna', 'Bihar', 800001],
  ['muzaffarpur', 'Muzaffarpur', 'Bihar', 842001],
  ['bhopal', 'Bhopal', 'Madhya Pradesh', 462001],
  ['indore', 'Indore', 'Madhya Pradesh', 452001],
  ['jabalpur', 'Jabalpur', 'Madhya Pradesh', 482001],
  ['chandigarh', 'Chandigarh', 'Chandigarh', 160017],
  ['ludhiana', 'Ludhiana', 'Punjab', 141001],
  ['amritsar', 'Amritsar', 'Punjab', 143001],
  ['jalandhar', 'Jalandhar', 'Punjab', 144001],
  ['gurugram', 'Gurugram', 'Haryana', 122001],
  ['faridabad', 'Faridabad', 'Haryana', 121001],
  ['panipat', 'Panipat', 'Haryana', 132103],
  ['kochi', 'Kochi', 'Kerala', 682011],
  ['thiruvananthapuram', 'Thiruvananthapuram', 'Kerala', 695001],
  ['kozhikode', 'Kozhikode', 'Kerala', 673001],
  ['bhubaneswar', 'Bhubaneswar', 'Odisha', 751001],
  ['cuttack', 'Cuttack', 'Odisha', 753001],
  ['guwahati', 'Guwahati', 'Assam', 781001],
  ['ranchi', 'Ranchi', 'Jharkhand', 834001],
  ['jamshedpur', 'Jamshedpur', 'Jharkhand', 831001],
  ['raipur', 'Raipur', 'Chhattisgarh', 492001],
  ['bilaspur', 'Bilaspur', 'Chhattisgarh', 495001],
  ['dehradun', 'Dehradun', 'Uttarakhand', 248001],
  ['haridwar', 'Haridwar', 'Uttarakhand', 249401],
  ['jammu', 'Jammu', 'Jammu and Kashmir', 180001],
  ['panaji', 'Panaji', 'Goa', 403001],
  ['shimla', 'Shimla', 'Himachal Pradesh', 171001],
];

export const citySeeds: CitySeed[] = rows.map(([slug, name, state, pincode]) => ({
  slug,
  name,
  state,
  pincode,
}));
