import type { CommunityVertical } from '@cvb/contracts';

export interface SeedAnswer {
  authorName: string;
  body: string;
  at: string;
}

export interface SeedQuestion {
  vertical: CommunityVertical;
  authorName: string;
  title: string;
  details: string;
  at: string;
  answers: SeedAnswer[];
}

/** Questions fleet owners, drivers and operators really ask, in the languages they ask them in. */
export const COMMUNITY_SEEDS: readonly SeedQuestion[] = [
  {
    vertical: 'truck',
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
    vertical: 'truck',
    authorName: 'Senthil Kumar',
    title: 'How much does FASTag and toll add per trip for a 10-wheeler from Chennai to Bengaluru?',
    details: 'Planning freight rates for a new contract. Want a realistic toll figure per one-way trip.',
    at: '2025-05-18T03:50:00.000Z',
    answers: [],
  },
  {
    vertical: 'bus',
    authorName: 'Arvind Deshmukh',
    title: 'School bus rules: is a speed governor and GPS mandatory for a 32-seater in Maharashtra?',
    details:
      'We are buying two buses for our school in Nagpur. The RTO agent gave us a long list. Which items are compulsory for the school-bus permit?',
    at: '2025-05-06T07:15:00.000Z',
    answers: [
      {
        authorName: 'प्रशांत पाटील',
        body: 'हो, स्पीड गव्हर्नर (४० किमी/तास), जीपीएस, सीसीटीव्ही, प्रथमोपचार पेटी आणि अग्निशामक यंत्र बंधनकारक आहेत. बसचा रंग पिवळा आणि शाळेचे नाव व फोन नंबर बाहेर लिहिलेले हवे.',
        at: '2025-05-06T11:40:00.000Z',
      },
    ],
  },
  {
    vertical: 'bus',
    authorName: 'Gurpreet Kaur',
    title: 'ਟੂਰਿਸਟ ਬੱਸ ਲਈ ਏਸੀ ਜਾਂ ਨਾਨ-ਏਸੀ: ਅੰਮ੍ਰਿਤਸਰ ਤੋਂ ਦਿੱਲੀ ਰੂਟ ਤੇ ਕਿਹੜੀ ਵੱਧ ਚੱਲਦੀ ਹੈ?',
    details: 'ਅਸੀਂ ਪਹਿਲੀ ਬੱਸ ਖਰੀਦ ਰਹੇ ਹਾਂ। ਡੀਜ਼ਲ ਦਾ ਖਰਚਾ ਅਤੇ ਕਿਰਾਇਆ ਦੋਵੇਂ ਦੇਖਣੇ ਹਨ।',
    at: '2025-05-14T09:00:00.000Z',
    answers: [
      {
        authorName: 'Jaswinder Sandhu',
        body: 'ਇਸ ਰੂਟ ਤੇ ਏਸੀ ਬੱਸ ਦੀ ਮੰਗ ਸਾਰਾ ਸਾਲ ਰਹਿੰਦੀ ਹੈ। ਏਸੀ ਨਾਲ ਡੀਜ਼ਲ ਲਗਭਗ 15% ਵੱਧ ਲੱਗਦਾ ਹੈ ਪਰ ਕਿਰਾਇਆ ਵੀ ਡੇਢ ਗੁਣਾ ਮਿਲਦਾ ਹੈ।',
        at: '2025-05-14T13:20:00.000Z',
      },
    ],
  },
  {
    vertical: 'three-wheeler',
    authorName: 'Ramesh Babu',
    title: 'Electric auto in Hyderabad: how many km does the battery really give with four passengers?',
    details: 'Thinking of moving from my CNG auto to an electric one. Summer heat and flyovers worry me.',
    at: '2025-05-08T04:10:00.000Z',
    answers: [
      {
        authorName: 'శ్రీనివాస్ రెడ్డి',
        body: 'నా ఎలక్ట్రిక్ ఆటో వేసవిలో నలుగురు ప్రయాణికులతో రోజుకు సుమారు 120 కిమీ ఇస్తుంది. మధ్యాహ్నం ఒక గంట ఛార్జ్ చేస్తే రోజంతా సరిపోతుంది.',
        at: '2025-05-08T09:45:00.000Z',
      },
      {
        authorName: 'Ramesh Babu',
        body: 'Thank you. Charging at home costs me how much per full charge?',
        at: '2025-05-08T12:05:00.000Z',
      },
    ],
  },
  {
    vertical: 'three-wheeler',
    authorName: 'முருகன் செல்வம்',
    title: 'சரக்கு ஆட்டோவுக்கு வங்கிக் கடன் எவ்வளவு வட்டியில் கிடைக்கும்?',
    details: 'மதுரையில் காய்கறி விநியோகம் செய்ய ஒரு சரக்கு ஆட்டோ வாங்க விரும்புகிறேன்.',
    at: '2025-05-16T05:30:00.000Z',
    answers: [
      {
        authorName: 'Karthik Rajan',
        body: 'Nationalised banks were quoting about 10–11% for commercial three-wheelers this year; NBFCs charge 14–18% but need fewer papers. Ask for the MUDRA scheme too.',
        at: '2025-05-16T08:00:00.000Z',
      },
    ],
  },
  {
    vertical: 'tractor',
    authorName: 'Baldev Singh',
    title: 'Is a 50 HP tractor enough for a 9-tine cultivator and a rotavator in heavy black soil?',
    details: 'Farming 25 acres near Indore. Also want to use it for haulage in the off season.',
    at: '2025-05-05T02:45:00.000Z',
    answers: [
      {
        authorName: 'महेश पटेल',
        body: 'काली मिट्टी में 7 फीट रोटावेटर के लिए 50 एचपी ठीक है, पर 4WD लेंगे तो गीली मिट्टी में फिसलन कम होगी। ढुलाई के लिए भी 50 एचपी काफ़ी है।',
        at: '2025-05-05T06:30:00.000Z',
      },
    ],
  },
  {
    vertical: 'tractor',
    authorName: 'Anil Jadhav',
    title: 'What is the subsidy on a new tractor for small farmers in 2025 and how do I apply?',
    details: '',
    at: '2025-05-20T04:00:00.000Z',
    answers: [],
  },
];
