import type { SeedQuestion } from './community-seed-types';

export const ENGLISH_QUESTIONS: readonly SeedQuestion[] = [
  {
    vertical: 'truck',
    locale: 'en',
    authorName: 'Rajesh Yadav',
    title: 'Is the BS6 Phase 2 AdBlue (DEF) consumption really 5–6% of diesel on a 14-wheeler?',
    details:
      'I run four 14-wheelers between Kanpur and Kolkata. The dealer says DEF use is about 5% of diesel, but my drivers are refilling a 40-litre tank every third day. Is that normal or is the SCR system faulty?',
    at: '2025-05-03T06:40:00.000Z',
    answers: [
      {
        authorName: 'Harpreet Singh',
        body: 'For loaded highway runs 5–7% is normal. Check that drivers are not buying loose DEF from dhabas; diluted DEF raises consumption and throws SCR warnings. Buy sealed buckets with ISO 22241 on the label.',
        at: '2025-05-03T10:12:00.000Z',
      },
      {
        authorName: 'Mohammed Irfan',
        body: 'Also get the NOx sensor checked at the service centre. A faulty sensor made my Tata Signa dose too much DEF until it was replaced under warranty.',
        at: '2025-05-04T04:25:00.000Z',
      },
    ],
  },
  {
    vertical: 'truck',
    locale: 'en',
    authorName: 'Senthil Kumar',
    title: 'How much does FASTag and toll add per trip for a 10-wheeler from Chennai to Bengaluru?',
    details: 'Planning freight rates for a new contract. Want a realistic toll figure per one-way trip.',
    at: '2025-05-18T03:50:00.000Z',
    answers: [],
  },
  {
    vertical: 'bus',
    locale: 'en',
    authorName: 'Arvind Deshmukh',
    title: 'School bus rules: is a speed governor and GPS mandatory for a 32-seater in Maharashtra?',
    details:
      'We are buying two buses for our school in Nagpur. The RTO agent gave us a long list. Which items are compulsory for the school-bus permit?',
    at: '2025-05-06T07:15:00.000Z',
    answers: [
      {
        authorName: 'Prashant Patil',
        body: 'Yes: a speed governor set at 40 km/h, GPS, CCTV, a first-aid box and a fire extinguisher are compulsory. The bus must be yellow, with the school’s name and phone number written outside.',
        at: '2025-05-06T11:40:00.000Z',
      },
    ],
  },
  {
    vertical: 'three-wheeler',
    locale: 'en',
    authorName: 'Piyush Agarwal',
    title: 'Is a CNG auto still worth buying over an electric one in Jaipur?',
    details:
      'CNG is easy to find here, but the electric autos I ride in look cheaper to run. I drive about 130 km a day.',
    at: '2025-05-12T05:20:00.000Z',
    answers: [],
  },
  {
    vertical: 'tractor',
    locale: 'en',
    authorName: 'Rakesh Sharma',
    title: 'What is the subsidy on a new tractor for small farmers in 2025 and how do I apply?',
    details: '',
    at: '2025-05-20T04:00:00.000Z',
    answers: [],
  },
];

export const HINDI_QUESTIONS: readonly SeedQuestion[] = [
  {
    vertical: 'truck',
    locale: 'hi',
    authorName: 'सुनील चौधरी',
    title: 'छोटे व्यापार के लिए टाटा ऐस गोल्ड लें या महिंद्रा जीतो? रोज़ 80 किलोमीटर चलेगा',
    details: 'किराना सामान की सप्लाई जयपुर शहर के अंदर करनी है। माइलेज और सर्विस दोनों ज़रूरी हैं। डीज़ल लें या सीएनजी?',
    at: '2025-05-10T05:05:00.000Z',
    answers: [
      {
        authorName: 'विकास शर्मा',
        body: 'शहर में रोज़ 80 किमी के लिए सीएनजी सस्ती पड़ेगी, अगर पास में सीएनजी पंप है। ऐस गोल्ड की सर्विस हर छोटे शहर में मिल जाती है, यह बड़ा फ़ायदा है।',
        at: '2025-05-10T08:30:00.000Z',
      },
    ],
  },
  {
    vertical: 'bus',
    locale: 'hi',
    authorName: 'राजेश्वर तिवारी',
    title: 'स्कूल वैन से 26 सीटर बस पर जाना है: डीज़ल लें या सीएनजी?',
    details: 'लखनऊ में दो स्कूलों का ठेका है, रोज़ करीब 90 किलोमीटर चलना होगा।',
    at: '2025-05-09T06:10:00.000Z',
    answers: [
      {
        authorName: 'अनुराग मिश्रा',
        body: 'लखनऊ में सीएनजी पंप आसानी से मिल जाते हैं, तो रोज़ 90 किमी के लिए सीएनजी बस का खर्च डीज़ल से लगभग 30% कम पड़ेगा। बस स्कूल बस के नियमों के हिसाब से पीली हो और उसमें स्पीड गवर्नर लगा हो।',
        at: '2025-05-09T09:45:00.000Z',
      },
    ],
  },
  {
    vertical: 'three-wheeler',
    locale: 'hi',
    authorName: 'मोहम्मद आरिफ़',
    title: 'ई-रिक्शा की बैटरी कितने साल चलती है? लेड-एसिड लें या लिथियम?',
    details: 'पटना में सवारी चलाता हूं, रोज़ 100–110 किलोमीटर।',
    at: '2025-05-13T04:35:00.000Z',
    answers: [
      {
        authorName: 'संजय कुमार',
        body: 'लेड-एसिड बैटरी आम तौर पर 12–15 महीने चलती है और सस्ती है, लिथियम 4–5 साल चल जाती है। रोज़ 100 किमी से ज़्यादा चलाते हैं तो लिथियम ही फ़ायदे में रहेगी।',
        at: '2025-05-13T07:50:00.000Z',
      },
    ],
  },
  {
    vertical: 'tractor',
    locale: 'hi',
    authorName: 'बलदेव सिंह',
    title: 'भारी काली मिट्टी में 9 फाली कल्टीवेटर और रोटावेटर के लिए 50 एचपी ट्रैक्टर काफ़ी है?',
    details: 'इंदौर के पास 25 एकड़ में खेती करता हूं। खाली सीज़न में ढुलाई के लिए भी चलाना है।',
    at: '2025-05-05T02:45:00.000Z',
    answers: [
      {
        authorName: 'महेश पटेल',
        body: 'काली मिट्टी में 7 फीट रोटावेटर के लिए 50 एचपी ठीक है, पर 4WD लेंगे तो गीली मिट्टी में फिसलन कम होगी। ढुलाई के लिए भी 50 एचपी काफ़ी है।',
        at: '2025-05-05T06:30:00.000Z',
      },
    ],
  },
];
