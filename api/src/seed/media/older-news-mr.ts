import type { VehicleVertical } from '@cvb/contracts';
import type { OlderNewsWords } from './older-news-words';
import { html } from './story-seed';
import { SALES_NOUNS } from './words';

/** A vertical's vehicles before a suffix ("ट्रकच्या", "बसेसना") and as a qualifier ("ट्रक डीलरशिप"). */
const STEM: Record<VehicleVertical, string> = {
  truck: 'ट्रक',
  bus: 'बसेस',
  'three-wheeler': 'थ्री-व्हीलर',
  tractor: 'ट्रॅक्टर',
  infra: 'बांधकाम यंत्रां',
};
const kind = (v: VehicleVertical): string => SALES_NOUNS[v].mr;

/** The older generated news in Marathi. */
export const olderNewsMr: OlderNewsWords = {
  // The stem a suffix joins: "…महामंडळाकडून", "…महामंडळाने".
  buyers: {
    upsrtc: 'उत्तर प्रदेश राज्य मार्ग परिवहन महामंडळा',
    msrtc: 'महाराष्ट्र राज्य मार्ग परिवहन महामंडळा',
    ksrtc: 'कर्नाटक राज्य मार्ग परिवहन महामंडळा',
    bmtc: 'बंगळूर महानगर परिवहन महामंडळा',
    dtc: 'दिल्ली परिवहन महामंडळा',
    tnstc: 'तमिळनाडू राज्य परिवहन महामंडळा',
    gsrtc: 'गुजरात राज्य मार्ग परिवहन महामंडळा',
    best: 'मुंबईच्या बेस्ट',
  },
  places: {
    Indore: 'इंदूर',
    Nagpur: 'नागपूर',
    Ludhiana: 'लुधियाना',
    Coimbatore: 'कोइम्बतूर',
    Guwahati: 'गुवाहाटी',
    Raipur: 'रायपूर',
    Vijayawada: 'विजयवाडा',
    Hubballi: 'हुबळी',
    Bhubaneswar: 'भुवनेश्वर',
    Karnal: 'कर्नाल',
    'Madhya Pradesh': 'मध्य प्रदेश',
    Maharashtra: 'महाराष्ट्र',
    Punjab: 'पंजाब',
    'Tamil Nadu': 'तमिळनाडू',
    Assam: 'आसाम',
    Chhattisgarh: 'छत्तीसगड',
    'Andhra Pradesh': 'आंध्र प्रदेश',
    Karnataka: 'कर्नाटक',
    Odisha: 'ओडिशा',
    Haryana: 'हरियाणा',
    'Uttar Pradesh': 'उत्तर प्रदेश',
    Telangana: 'तेलंगणा',
  },
  seasons: {
    'rabi sowing': 'रब्बी पेरणी',
    'kharif sowing': 'खरीप पेरणी',
    'sugarcane crushing': 'ऊस गाळप',
    'paddy harvest': 'भात कापणी',
  },
  fleetOrder: (f) => ({
    title: `${f.buyer}कडून ${f.count} ${f.bus} बसेसची ऑर्डर`,
    summary: `सुमारे ${f.total} किमतीच्या ${f.count} बसेस पुढील नऊ महिन्यांत मिळतील.`,
    body: html(
      `${f.buyer}ने ${f.brand} कडे ${f.bus} (प्रत्येकी ${f.price}) च्या ${f.count} युनिटची ऑर्डर दिली आहे.`,
      '## ऑर्डरमध्ये काय आहे',
      'डिलिव्हरी तीन महिन्यांत सुरू होईल आणि कंपनी पाच वर्षे राज्यभरातील डेपोमध्ये वार्षिक देखभाल करेल. नव्या बसेस पंधरा वर्षांहून जुन्या वाहनांची जागा घेतील.',
    ),
  }),
  priceRise: (f) => ({
    title: `${f.brand} ${f.date} पासून ${STEM[f.vertical]}च्या किमती ${f.percent}% पर्यंत वाढवणार`,
    summary: `स्टील आणि सुट्या भागांच्या वाढत्या खर्चामुळे ${f.brand} ने ${STEM[f.vertical]}च्या किमतींत बदल करण्याचा निर्णय घेतला.`,
    body: html(
      `${f.brand} ${f.date} पासून आपल्या ${STEM[f.vertical]}च्या किमती ${f.percent}% पर्यंत वाढवणार आहे; वाढ मॉडेल आणि व्हेरिएंटनुसार वेगवेगळी असेल.`,
      'कंपनीने स्टील, टायर आणि इलेक्ट्रॉनिक भागांच्या वाढत्या खर्चाचे कारण दिले आहे. या तारखेपूर्वी बुकिंग करणाऱ्यांना सध्याची किंमत मिळेल.',
    ),
  }),
  dealership: (f) => ({
    title: `${f.brand} ची ${f.city} येथे नवी ${kind(f.vertical)} डीलरशिप`,
    summary: `${f.city} (${f.state}) येथील 3S डीलरशिपमध्ये ${f.bays} सर्व्हिस बे असून अस्सल सुटे भाग मिळतात.`,
    body: html(
      `${f.brand} ने ${f.city} (${f.state}) येथे ${kind(f.vertical)} विक्री, सर्व्हिस आणि सुटे भाग (3S) डीलरशिप सुरू केली आहे.`,
      `वर्कशॉपमध्ये ${f.bays} सर्व्हिस बे असून ती चोवीस तास खुली असते; जवळच्या महामार्गांवरील ब्रेकडाउनसाठी मोबाइल सर्व्हिस व्हॅनही आहे.`,
    ),
  }),
  fleetAddition: (f) => ({
    title: `${f.fleet} च्या ताफ्यात ${f.count} ${f.truck} ट्रक दाखल`,
    summary: `हे ${f.fuel} ट्रक दिल्ली एनसीआर, मुंबई आणि बंगळूर येथून कंपनीच्या सर्वात वर्दळीच्या मार्गांवर धावतील.`,
    body: html(
      `${f.fleet} ने ${f.brand} कडून ${f.count} ${f.truck} ट्रकची (${f.price} एक्स-शोरूम) डिलिव्हरी घेतली आहे.`,
      'प्रत्येक ट्रकमधील टेलिमॅटिक्स इंधन वापर, चालकाचे वर्तन आणि सर्व्हिसचे वेळापत्रक यावर लक्ष ठेवेल, असे कंपनीने सांगितले.',
    ),
  }),
  electricMilestone: (f) => ({
    title: `${f.name}: भारतात ${f.units} युनिटचा टप्पा पार`,
    summary: 'चालवण्याचा खर्च प्रति किमी एका रुपयापेक्षा कमी, म्हणजे डिझेल वाहनाच्या एक-तृतीयांश, असे मालक सांगतात.',
    body: html(
      `${f.name} (${f.price}) चे ${f.units} युनिट आता भारतीय रस्त्यांवर धावत असल्याचे ${f.brand} ने सांगितले.`,
      '## खरेदीदार ते का निवडतात',
      `कमी चालवण्याचा खर्च, पीएम ई-ड्राइव्ह योजनेतील अनुदान आणि बँका व एनबीएफसींकडून स्वस्त कर्ज यामुळे इलेक्ट्रिक ${STEM[f.vertical]}चा वापर आता सर्वसामान्य झाला आहे.`,
    ),
  }),
  tractorSeason: (f) => ({
    title: `${f.season} हंगामापूर्वी ${f.states[0]} आणि ${f.states[1]} या राज्यांत ट्रॅक्टर चौकशीत ${f.rise}% वाढ`,
    summary: `${f.first} आणि ${f.second} सारख्या 41–50 hp मॉडेल्सना मागणी असल्याचे डीलर सांगतात.`,
    body: html(
      `${f.states[0]} आणि ${f.states[1]} या राज्यांतील डीलर ${f.season} हंगामापूर्वी गेल्या वर्षीपेक्षा ${f.rise}% जास्त चौकशी नोंदवत आहेत.`,
      `${f.first} (${f.firstPrice}) आणि ${f.second} (${f.secondPrice}) आघाडीवर आहेत. बँकांनी ट्रॅक्टर कर्जाची मर्यादा वाढवली असून पीक हंगामाशी जुळणारे सहामाही हप्ते देऊ केले आहेत.`,
    ),
  }),
};
