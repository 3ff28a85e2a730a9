import type { LocalizedText, VehicleVertical } from '@cvb/contracts';

export interface AuthorSeed {
  slug: string;
  name: LocalizedText;
  role: LocalizedText;
  bio: LocalizedText;
  beat: VehicleVertical;
}

const EDITOR = {
  en: 'Senior editor',
  hi: 'वरिष्ठ संपादक',
  mr: 'वरिष्ठ संपादक',
  pa: 'ਸੀਨੀਅਰ ਸੰਪਾਦਕ',
  ta: 'மூத்த ஆசிரியர்',
  te: 'సీనియర్ ఎడిటర్',
};
const REPORTER = {
  en: 'Correspondent',
  hi: 'संवाददाता',
  mr: 'वार्ताहर',
  pa: 'ਪੱਤਰਕਾਰ',
  ta: 'செய்தியாளர்',
  te: 'విలేకరి',
};
const REVIEWER = {
  en: 'Road-test editor',
  hi: 'रोड-टेस्ट संपादक',
  mr: 'रोड-टेस्ट संपादक',
  pa: 'ਰੋਡ-ਟੈਸਟ ਸੰਪਾਦਕ',
  ta: 'சாலை சோதனை ஆசிரியர்',
  te: 'రోడ్-టెస్ట్ ఎడిటర్',
};

/** The twelve writers of the media section; the first five also wrote the original news seed. */
export const authorSeeds: AuthorSeed[] = [
  {
    slug: 'meera-kulkarni',
    name: {
      en: 'Meera Kulkarni',
      hi: 'मीरा कुलकर्णी',
      mr: 'मीरा कुलकर्णी',
      pa: 'ਮੀਰਾ ਕੁਲਕਰਨੀ',
      ta: 'மீரா குல்கர்னி',
      te: 'మీరా కులకర్ణి',
    },
    role: EDITOR,
    beat: 'truck',
    bio: {
      en: 'Meera has covered taxation, freight rates and transport policy from Pune and New Delhi for fourteen years, and leads the news desk.',
      hi: 'मीरा चौदह साल से पुणे और नई दिल्ली से टैक्स, भाड़ा दरों और परिवहन नीति पर लिख रही हैं और न्यूज़ डेस्क की प्रमुख हैं।',
    },
  },
  {
    slug: 'harpreet-kaur',
    name: {
      en: 'Harpreet Kaur',
      hi: 'हरप्रीत कौर',
      mr: 'हरप्रीत कौर',
      pa: 'ਹਰਪ੍ਰੀਤ ਕੌਰ',
      ta: 'ஹர்ப்ரீத் கௌர்',
      te: 'హర్‌ప్రీత్ కౌర్',
    },
    role: REPORTER,
    beat: 'tractor',
    bio: {
      en: 'Harpreet grew up on a wheat and paddy farm near Ludhiana and reports on tractors, implements and the rural economy.',
      hi: 'हरप्रीत लुधियाना के पास गेहूं-धान के खेत में पली-बढ़ीं और ट्रैक्टर, कृषि उपकरण और ग्रामीण अर्थव्यवस्था पर रिपोर्ट करती हैं।',
    },
  },
  {
    slug: 'arjun-menon',
    name: {
      en: 'Arjun Menon',
      hi: 'अर्जुन मेनन',
      mr: 'अर्जुन मेनन',
      pa: 'ਅਰਜੁਨ ਮੇਨਨ',
      ta: 'அர்ஜுன் மேனன்',
      te: 'అర్జున్ మేనన్',
    },
    role: EDITOR,
    beat: 'bus',
    bio: {
      en: 'Arjun follows the companies behind India’s trucks and buses: results, plants, mergers and the people who run them.',
      hi: 'अर्जुन भारत के ट्रक और बस बनाने वाली कंपनियों पर नज़र रखते हैं: नतीजे, प्लांट, विलय और उन्हें चलाने वाले लोग।',
    },
  },
  {
    slug: 'vikram-singh-rathore',
    name: {
      en: 'Vikram Singh Rathore',
      hi: 'विक्रम सिंह राठौड़',
      mr: 'विक्रम सिंह राठोड',
      pa: 'ਵਿਕਰਮ ਸਿੰਘ ਰਾਠੌੜ',
      ta: 'விக்ரம் சிங் ராத்தோர்',
      te: 'విక్రమ్ సింగ్ రాథోడ్',
    },
    role: REPORTER,
    beat: 'truck',
    bio: {
      en: 'Vikram reports from Jaipur on road safety rules, highways and the lives of long-haul drivers.',
      hi: 'विक्रम जयपुर से सड़क सुरक्षा नियमों, हाईवे और लंबी दूरी के ड्राइवरों की ज़िंदगी पर रिपोर्ट करते हैं।',
    },
  },
  {
    slug: 'ananya-iyer',
    name: {
      en: 'Ananya Iyer',
      hi: 'अनन्या अय्यर',
      mr: 'अनन्या अय्यर',
      pa: 'ਅਨੰਨਿਆ ਅਈਅਰ',
      ta: 'அனன்யா ஐயர்',
      te: 'అనన్య అయ్యర్',
    },
    role: REPORTER,
    beat: 'three-wheeler',
    bio: {
      en: 'Ananya writes about electric three-wheelers, buses and trucks, batteries and charging from Bengaluru.',
      hi: 'अनन्या बेंगलुरु से इलेक्ट्रिक थ्री-व्हीलर, बस, ट्रक, बैटरी और चार्जिंग पर लिखती हैं।',
    },
  },
  {
    slug: 'rohit-deshmukh',
    name: {
      en: 'Rohit Deshmukh',
      hi: 'रोहित देशमुख',
      mr: 'रोहित देशमुख',
      pa: 'ਰੋਹਿਤ ਦੇਸ਼ਮੁਖ',
      ta: 'ரோஹித் தேஷ்முக்',
      te: 'రోహిత్ దేశ్‌ముఖ్',
    },
    role: REVIEWER,
    beat: 'truck',
    bio: {
      en: 'Rohit has driven more than 300 trucks on the test track at Chakan and on the Mumbai–Pune Expressway; he writes our expert reviews.',
      hi: 'रोहित चाकण के टेस्ट ट्रैक और मुंबई–पुणे एक्सप्रेसवे पर 300 से ज़्यादा ट्रक चला चुके हैं; वे हमारे एक्सपर्ट रिव्यू लिखते हैं।',
    },
  },
  {
    slug: 'sunita-yadav',
    name: {
      en: 'Sunita Yadav',
      hi: 'सुनीता यादव',
      mr: 'सुनीता यादव',
      pa: 'ਸੁਨੀਤਾ ਯਾਦਵ',
      ta: 'சுனிதா யாதவ்',
      te: 'సునీత యాదవ్',
    },
    role: REPORTER,
    beat: 'three-wheeler',
    bio: {
      en: 'Sunita covers last-mile delivery and auto-rickshaw drivers in Lucknow and Kanpur, and the loans that finance them.',
      hi: 'सुनीता लखनऊ और कानपुर में लास्ट-माइल डिलीवरी, ऑटो-रिक्शा चालकों और उनके वाहन लोन पर लिखती हैं।',
    },
  },
  {
    slug: 'karthik-raman',
    name: {
      en: 'Karthik Raman',
      hi: 'कार्तिक रमन',
      mr: 'कार्तिक रमण',
      pa: 'ਕਾਰਤਿਕ ਰਮਨ',
      ta: 'கார்த்திக் ராமன்',
      te: 'కార్తీక్ రామన్',
    },
    role: REVIEWER,
    beat: 'bus',
    bio: {
      en: 'Karthik tests buses and coaches out of Chennai and Hosur, with an eye on passenger comfort and running costs.',
      hi: 'कार्तिक चेन्नई और होसुर से बसों और कोच का टेस्ट करते हैं; यात्रियों की सुविधा और चलाने का खर्च उनकी प्राथमिकता है।',
    },
  },
  {
    slug: 'gurpreet-sandhu',
    name: {
      en: 'Gurpreet Sandhu',
      hi: 'गुरप्रीत संधू',
      mr: 'गुरप्रीत संधू',
      pa: 'ਗੁਰਪ੍ਰੀਤ ਸੰਧੂ',
      ta: 'குர்ப்ரீத் சந்து',
      te: 'గుర్‌ప్రీత్ సంధు',
    },
    role: REVIEWER,
    beat: 'tractor',
    bio: {
      en: 'Gurpreet puts tractors through puddling, rotavator and haulage work on his family’s fields in Sangrur.',
      hi: 'गुरप्रीत संगरूर में अपने परिवार के खेतों में ट्रैक्टरों को कद्दू, रोटावेटर और ढुलाई के काम में परखते हैं।',
    },
  },
  {
    slug: 'nikhil-joshi',
    name: {
      en: 'Nikhil Joshi',
      hi: 'निखिल जोशी',
      mr: 'निखिल जोशी',
      pa: 'ਨਿਖਿਲ ਜੋਸ਼ੀ',
      ta: 'நிகில் ஜோஷி',
      te: 'నిఖిల్ జోషి',
    },
    role: REVIEWER,
    beat: 'infra',
    bio: {
      en: 'Nikhil is a civil engineer who writes about backhoe loaders, excavators and cranes from construction sites across Gujarat.',
      hi: 'निखिल सिविल इंजीनियर हैं और गुजरात की कंस्ट्रक्शन साइटों से बैकहो लोडर, एक्सकेवेटर और क्रेन पर लिखते हैं।',
    },
  },
  {
    slug: 'fatima-sheikh',
    name: {
      en: 'Fatima Sheikh',
      hi: 'फ़ातिमा शेख़',
      mr: 'फातिमा शेख',
      pa: 'ਫ਼ਾਤਿਮਾ ਸ਼ੇਖ਼',
      ta: 'ஃபாத்திமா ஷேக்',
      te: 'ఫాతిమా షేక్',
    },
    role: REPORTER,
    beat: 'truck',
    bio: {
      en: 'Fatima reports on logistics, fleet owners and freight marketplaces from Hyderabad.',
      hi: 'फ़ातिमा हैदराबाद से लॉजिस्टिक्स, फ्लीट मालिकों और फ्रेट मार्केटप्लेस पर रिपोर्ट करती हैं।',
    },
  },
  {
    slug: 'debashis-roy',
    name: {
      en: 'Debashis Roy',
      hi: 'देबाशीष रॉय',
      mr: 'देबाशीष रॉय',
      pa: 'ਦੇਬਾਸ਼ੀਸ਼ ਰਾਏ',
      ta: 'தேபாஷிஷ் ராய்',
      te: 'దేబాశిష్ రాయ్',
    },
    role: REPORTER,
    beat: 'bus',
    bio: {
      en: 'Debashis covers state transport undertakings, city bus tenders and e-bus schemes from Kolkata.',
      hi: 'देबाशीष कोलकाता से राज्य परिवहन निगमों, सिटी बस टेंडर और ई-बस योजनाओं पर लिखते हैं।',
    },
  },
];

/** The author slug of a name as the original news seed wrote it ('Meera Kulkarni' → meera-kulkarni). */
export function authorSlugOfName(name: string): string {
  const author = authorSeeds.find((seed) => seed.name.en === name);
  if (!author) throw new Error(`No author named ${name}`);
  return author.slug;
}
