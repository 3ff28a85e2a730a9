import type { LocaleCode, VehicleVertical } from '@cvb/contracts';
import { formatPriceSpan } from '@cvb/format';
import { REGIONAL_LOCALES, type RegionalLocale } from './expert-review-regional';
import { olderNewsMr } from './older-news-mr';
import { olderNewsPa } from './older-news-pa';
import { olderNewsTa } from './older-news-ta';
import { olderNewsTe } from './older-news-te';
import type { OlderNewsWords } from './older-news-words';
import { authorSeeds } from './authors';
import { brandsOf, daysBefore, lakhRange, pick, vehiclesOf, type SeedVehicle } from './seed-vehicles';
import { html, type StorySeed, type StoryText } from './story-seed';
import {
  brandName,
  dayMonthYear,
  FUEL_WORDS,
  indianNumber,
  monthYear,
  SALES_NOUNS,
  slugify,
  VEHICLE_NOUNS,
} from './words';

const NEWEST = '2025-11-20T10:00:00+05:30';
const ALL: LocaleCode[] = ['en', 'hi', 'mr', 'pa', 'ta', 'te'];
const authorFor = (vertical: VehicleVertical, index: number): string => {
  const beat = authorSeeds.filter((author) => author.beat === vertical);
  const pool = beat.length > 0 ? beat : authorSeeds;
  return pool[index % pool.length].slug;
};
const ref = (vehicle: SeedVehicle, withModel = true) => ({
  vertical: vehicle.vertical,
  brandSlug: vehicle.brandSlug,
  modelSlug: withModel ? vehicle.slug : null,
});

// ---- six-locale templates: the newest twenty stories -------------------------------------------

const SALES_VERTICALS: VehicleVertical[] = ['truck', 'tractor', 'three-wheeler', 'bus'];

function salesTexts(
  brand: string,
  vertical: VehicleVertical,
  month: Date,
  units: number,
  previous: number,
): Record<LocaleCode, StoryText> {
  const growth = Math.round(((units - previous) / previous) * 1000) / 10;
  const up = growth >= 0;
  const g = Math.abs(growth);
  const u = indianNumber(units);
  const p = indianNumber(previous);
  const domestic = 80 + (units % 17);
  const texts = {} as Record<LocaleCode, StoryText>;
  for (const locale of ALL) {
    const m = monthYear(month, locale);
    const noun = VEHICLE_NOUNS[vertical][locale];
    const sales = SALES_NOUNS[vertical][locale];
    const b = brandName(brand, locale);
    texts[locale] = {
      en: () => ({
        title: `${b} ${sales} sales ${up ? 'rise' : 'fall'} ${g}% in ${m}`,
        summary: `${b} sold ${u} ${noun} in ${m}, against ${p} in the same month last year.`,
        body: html(
          `${b} sold ${u} ${noun} in ${m}, against ${p} in the same month last year, a change of ${up ? '+' : '-'}${g}%.`,
          `Dealers credit the GST cut of 22 September 2025 and the festive season for walk-ins; fleet operators are replacing older vehicles.`,
          `Domestic sales made up ${domestic}% of the total; the rest was exported.`,
        ),
      }),
      hi: () => ({
        title: `${m} में ${b} की ${sales} बिक्री ${g}% ${up ? 'बढ़ी' : 'घटी'}`,
        summary: `${m} में ${b} की ${sales} बिक्री ${u} यूनिट रही, पिछले साल इसी महीने ${p} यूनिट थी।`,
        body: html(
          `${m} में ${b} की ${sales} बिक्री ${u} यूनिट रही, जबकि पिछले साल इसी महीने ${p} यूनिट थी, यानी ${up ? '+' : '-'}${g}% का बदलाव।`,
          `डीलर 22 सितंबर 2025 की जीएसटी कटौती और त्योहारी सीजन को मांग की वजह बताते हैं; फ्लीट मालिक पुराने वाहन बदल रहे हैं।`,
          `कुल बिक्री में घरेलू बाज़ार का हिस्सा ${domestic}% रहा, बाकी निर्यात हुआ।`,
        ),
      }),
      mr: () => ({
        title: `${m} मध्ये ${b} च्या ${sales} विक्रीत ${g}% ${up ? 'वाढ' : 'घट'}`,
        summary: `${m} मध्ये ${b} ची ${sales} विक्री ${u} युनिट झाली; गेल्या वर्षी याच महिन्यात ती ${p} युनिट होती.`,
        body: html(
          `${m} मध्ये ${b} ची ${sales} विक्री ${u} युनिट झाली, तर गेल्या वर्षी याच महिन्यात ती ${p} युनिट होती.`,
          `22 सप्टेंबर 2025 ची जीएसटी कपात आणि सणासुदीचा हंगाम यामुळे मागणी वाढल्याचे डीलर सांगतात.`,
          `एकूण विक्रीत देशांतर्गत बाजाराचा वाटा ${domestic}% होता; उर्वरित निर्यात झाली.`,
        ),
      }),
      pa: () => ({
        title: `${m} ਵਿੱਚ ${b} ਦੀ ${sales} ਵਿਕਰੀ ${g}% ${up ? 'ਵਧੀ' : 'ਘਟੀ'}`,
        summary: `${m} ਵਿੱਚ ${b} ਦੀ ${sales} ਵਿਕਰੀ ${u} ਯੂਨਿਟ ਰਹੀ, ਪਿਛਲੇ ਸਾਲ ਇਸੇ ਮਹੀਨੇ ${p} ਯੂਨਿਟ ਸੀ।`,
        body: html(
          `${m} ਵਿੱਚ ${b} ਦੀ ${sales} ਵਿਕਰੀ ${u} ਯੂਨਿਟ ਰਹੀ, ਜਦਕਿ ਪਿਛਲੇ ਸਾਲ ਇਸੇ ਮਹੀਨੇ ${p} ਯੂਨਿਟ ਸੀ।`,
          `ਡੀਲਰ 22 ਸਤੰਬਰ 2025 ਦੀ ਜੀਐਸਟੀ ਕਟੌਤੀ ਅਤੇ ਤਿਉਹਾਰੀ ਸੀਜ਼ਨ ਨੂੰ ਮੰਗ ਦਾ ਕਾਰਨ ਦੱਸਦੇ ਹਨ।`,
          `ਕੁੱਲ ਵਿਕਰੀ ਵਿੱਚ ਘਰੇਲੂ ਬਾਜ਼ਾਰ ਦਾ ਹਿੱਸਾ ${domestic}% ਰਿਹਾ, ਬਾਕੀ ਨਿਰਯਾਤ ਹੋਇਆ।`,
        ),
      }),
      ta: () => ({
        title: `${m} மாதத்தில் ${b} ${sales} விற்பனை ${g}% ${up ? 'உயர்வு' : 'சரிவு'}`,
        summary: `${b} ${m} மாதத்தில் ${u} ${noun} விற்றது; கடந்த ஆண்டு இதே மாதத்தில் ${p} விற்பனையானது.`,
        body: html(
          `${b} ${m} மாதத்தில் ${u} ${noun} விற்றது; கடந்த ஆண்டு இதே மாதத்தில் ${p} விற்பனையானது.`,
          `22 செப்டம்பர் 2025 ஜிஎஸ்டி குறைப்பும் பண்டிகைக் காலமும் தேவையை உயர்த்தியதாக டீலர்கள் கூறுகின்றனர்.`,
          `மொத்த விற்பனையில் உள்நாட்டு சந்தையின் பங்கு ${domestic}%; மீதமுள்ளவை ஏற்றுமதி செய்யப்பட்டன.`,
        ),
      }),
      te: () => ({
        title: `${m}లో ${b} ${sales} అమ్మకాలు ${g}% ${up ? 'పెరిగాయి' : 'తగ్గాయి'}`,
        summary: `${b} ${m}లో ${u} ${noun} విక్రయించింది; గత ఏడాది ఇదే నెలలో ${p} అమ్ముడయ్యాయి.`,
        body: html(
          `${b} ${m}లో ${u} ${noun} విక్రయించింది; గత ఏడాది ఇదే నెలలో ${p} అమ్ముడయ్యాయి.`,
          `22 సెప్టెంబర్ 2025 జీఎస్టీ తగ్గింపు, పండుగ సీజన్ డిమాండ్‌ను పెంచాయని డీలర్లు చెబుతున్నారు.`,
          `మొత్తం అమ్మకాల్లో దేశీయ మార్కెట్ వాటా ${domestic}%; మిగతావి ఎగుమతి అయ్యాయి.`,
        ),
      }),
    }[locale]();
  }
  return texts;
}

function launchTexts(vehicle: SeedVehicle, date: Date): Record<LocaleCode, StoryText> {
  const texts = {} as Record<LocaleCode, StoryText>;
  for (const locale of ALL) {
    const price = lakhRange(vehicle, locale);
    const fuel = FUEL_WORDS[vehicle.fuelType][locale];
    const noun = VEHICLE_NOUNS[vehicle.vertical][locale];
    const kind = SALES_NOUNS[vehicle.vertical][locale];
    const b = brandName(vehicle.brandName, locale);
    const day = dayMonthYear(date, locale);
    const m = vehicle.name;
    texts[locale] = {
      en: () => ({
        title: `${m} launched at ${price}`,
        summary: `${b} has launched the ${fuel} ${m} at ${price} (ex-showroom); bookings are open.`,
        body: html(
          `${b} launched the ${m} on ${day} at ${price} ex-showroom. It joins the maker’s range of ${fuel} ${noun}.`,
          `Bookings are open at ${b} dealers across India and deliveries start within a month. Financing is offered with up to 90% loan-to-value.`,
        ),
      }),
      hi: () => ({
        title: `${m} ${price} में लॉन्च`,
        summary: `${b} ने ${fuel} ${m} को ${price} (एक्स-शोरूम) में लॉन्च किया; बुकिंग शुरू।`,
        body: html(
          `${b} ने ${day} को ${m} ${price} एक्स-शोरूम कीमत पर लॉन्च किया। यह कंपनी के ${fuel} ${noun} की रेंज में शामिल हुआ है।`,
          `देशभर में ${b} के डीलरों पर बुकिंग शुरू है और डिलीवरी एक महीने में शुरू होगी। 90% तक लोन की सुविधा दी जा रही है।`,
        ),
      }),
      mr: () => ({
        title: `${m} ${price} किमतीत लाँच`,
        summary: `${b} ने ${fuel} ${m} ${price} (एक्स-शोरूम) किमतीत लाँच केली; बुकिंग सुरू.`,
        body: html(
          `${b} ने ${day} रोजी ${m} ${price} एक्स-शोरूम किमतीत लाँच केली. ती कंपनीच्या ${fuel} ${kind} श्रेणीत सामील झाली आहे.`,
          `देशभरातील ${b} डीलरकडे बुकिंग सुरू असून डिलिव्हरी महिनाभरात सुरू होईल.`,
        ),
      }),
      pa: () => ({
        title: `${m} ${price} ਵਿੱਚ ਲਾਂਚ`,
        summary: `${b} ਨੇ ${fuel} ${m} ${price} (ਐਕਸ-ਸ਼ੋਰੂਮ) ਵਿੱਚ ਲਾਂਚ ਕੀਤਾ; ਬੁਕਿੰਗ ਸ਼ੁਰੂ।`,
        body: html(
          `${b} ਨੇ ${day} ਨੂੰ ${m} ${price} ਐਕਸ-ਸ਼ੋਰੂਮ ਕੀਮਤ ’ਤੇ ਲਾਂਚ ਕੀਤਾ। ਇਹ ਕੰਪਨੀ ਦੀ ${fuel} ${kind} ਰੇਂਜ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਇਆ ਹੈ।`,
          `ਦੇਸ਼ ਭਰ ਵਿੱਚ ${b} ਦੇ ਡੀਲਰਾਂ ਕੋਲ ਬੁਕਿੰਗ ਸ਼ੁਰੂ ਹੈ ਅਤੇ ਡਿਲੀਵਰੀ ਇੱਕ ਮਹੀਨੇ ਵਿੱਚ ਸ਼ੁਰੂ ਹੋਵੇਗੀ।`,
        ),
      }),
      ta: () => ({
        title: `${m} ${price} விலையில் அறிமுகம்`,
        summary: `${b} ${fuel} ${m} வாகனத்தை ${price} (எக்ஸ்-ஷோரூம்) விலையில் அறிமுகப்படுத்தியது; முன்பதிவு தொடக்கம்.`,
        body: html(
          `${b} ${day} அன்று ${m} வாகனத்தை ${price} எக்ஸ்-ஷோரூம் விலையில் அறிமுகப்படுத்தியது. இது நிறுவனத்தின் ${fuel} ${kind} வரிசையில் இணைகிறது.`,
          `நாடு முழுவதும் ${b} டீலர்களில் முன்பதிவு தொடங்கியுள்ளது; ஒரு மாதத்தில் டெலிவரி தொடங்கும்.`,
        ),
      }),
      te: () => ({
        title: `${m} ${price} ధరకు లాంచ్`,
        summary: `${b} ${fuel} ${m}ను ${price} (ఎక్స్-షోరూమ్) ధరకు లాంచ్ చేసింది; బుకింగ్‌లు ప్రారంభం.`,
        body: html(
          `${b} ${day}న ${m}ను ${price} ఎక్స్-షోరూమ్ ధరకు లాంచ్ చేసింది. ఇది సంస్థ ${fuel} ${kind} శ్రేణిలో చేరింది.`,
          `దేశవ్యాప్తంగా ${b} డీలర్ల వద్ద బుకింగ్‌లు ప్రారంభమయ్యాయి; నెలలోపు డెలివరీలు మొదలవుతాయి.`,
        ),
      }),
    }[locale]();
  }
  return texts;
}

function newestTwenty(): StorySeed[] {
  const stories: StorySeed[] = [];
  const launchPool = (['truck', 'bus', 'three-wheeler', 'tractor', 'infra'] as VehicleVertical[]).flatMap(
    (vertical) => vehiclesOf(vertical).slice(0, 2),
  );
  for (let index = 0; index < 20; index += 1) {
    const publishedAt = daysBefore(NEWEST, index * 2);
    if (index % 2 === 0) {
      const vertical = SALES_VERTICALS[(index / 2) % SALES_VERTICALS.length];
      const brands = brandsOf(vertical);
      const brand = brands[Math.floor(index / 8) % brands.length];
      const month = new Date(Date.UTC(2025, 10 - Math.floor(index / 8) - 1, 15));
      const previous = pick(`${brand.slug}/${index}/prev`, 2_000, 60_000);
      const units = Math.round(previous * (0.88 + pick(`${brand.slug}/${index}/g`, 0, 35) / 100));
      const vehicle = vehiclesOf(vertical).find((v) => v.brandSlug === brand.slug) ?? vehiclesOf(vertical)[0];
      stories.push({
        slug: `${brand.slug}-${slugify(VEHICLE_NOUNS[vertical].en)}-sales-${slugify(monthYear(month, 'en'))}`,
        kind: 'news',
        category: 'sales',
        vertical,
        authorSlug: authorFor(vertical, index),
        tags: ['sales', brand.slug],
        vehicles: [ref(vehicle, false)],
        publishedAt,
        texts: salesTexts(brand.name, vertical, month, units, previous),
      });
    } else {
      const vehicle = launchPool[(index - 1) / 2];
      stories.push({
        slug: `${vehicle.brandSlug}-${vehicle.slug}-launched-${slugify(monthYear(publishedAt, 'en'))}`,
        kind: 'news',
        category: 'launch',
        vertical: vehicle.vertical,
        authorSlug: authorFor(vehicle.vertical, index),
        tags: ['launch', vehicle.brandSlug, ...(vehicle.fuelType === 'electric' ? ['electric'] : [])],
        vehicles: [ref(vehicle)],
        publishedAt,
        texts: launchTexts(vehicle, publishedAt),
      });
    }
  }
  return stories;
}

// ---- the older stories: English and Hindi here, the other languages in older-news-*.ts ---------

const OLDER_WORDS: Record<RegionalLocale, OlderNewsWords> = {
  mr: olderNewsMr,
  pa: olderNewsPa,
  ta: olderNewsTa,
  te: olderNewsTe,
};

/** A story's Marathi, Punjabi, Tamil and Telugu texts, each written with that language's words. */
function regionalTexts(
  write: (words: OlderNewsWords, locale: RegionalLocale) => StoryText,
): Record<RegionalLocale, StoryText> {
  return Object.fromEntries(
    REGIONAL_LOCALES.map((locale) => [locale, write(OLDER_WORDS[locale], locale)]),
  ) as Record<RegionalLocale, StoryText>;
}

/** A place named in the older stories, in the locale's script. */
const placeIn = (words: OlderNewsWords, english: string): string => words.places[english] ?? english;

const BUS_BUYERS = [
  {
    en: 'Uttar Pradesh State Road Transport Corporation',
    hi: 'उत्तर प्रदेश राज्य सड़क परिवहन निगम',
    tag: 'upsrtc',
  },
  { en: 'Maharashtra State Road Transport Corporation', hi: 'महाराष्ट्र राज्य सड़क परिवहन निगम', tag: 'msrtc' },
  { en: 'Karnataka State Road Transport Corporation', hi: 'कर्नाटक राज्य सड़क परिवहन निगम', tag: 'ksrtc' },
  {
    en: 'Bangalore Metropolitan Transport Corporation',
    hi: 'बैंगलोर मेट्रोपॉलिटन ट्रांसपोर्ट कॉरपोरेशन',
    tag: 'bmtc',
  },
  { en: 'Delhi Transport Corporation', hi: 'दिल्ली परिवहन निगम', tag: 'dtc' },
  { en: 'Tamil Nadu State Transport Corporation', hi: 'तमिलनाडु राज्य परिवहन निगम', tag: 'tnstc' },
  { en: 'Gujarat State Road Transport Corporation', hi: 'गुजरात राज्य सड़क परिवहन निगम', tag: 'gsrtc' },
  { en: 'BEST, Mumbai', hi: 'बेस्ट, मुंबई', tag: 'best' },
];
const FLEETS = [
  { en: 'VRL Logistics', hi: 'वीआरएल लॉजिस्टिक्स' },
  { en: 'TCI Freight', hi: 'टीसीआई फ्रेट' },
  { en: 'Delhivery', hi: 'डेल्हीवरी' },
  { en: 'Gati', hi: 'गति' },
  { en: 'Safexpress', hi: 'सेफएक्सप्रेस' },
  { en: 'Shree Maruti Courier', hi: 'श्री मारुति कूरियर' },
];
const CITIES = [
  { en: 'Indore', hi: 'इंदौर', state: 'Madhya Pradesh', stateHi: 'मध्य प्रदेश' },
  { en: 'Nagpur', hi: 'नागपुर', state: 'Maharashtra', stateHi: 'महाराष्ट्र' },
  { en: 'Ludhiana', hi: 'लुधियाना', state: 'Punjab', stateHi: 'पंजाब' },
  { en: 'Coimbatore', hi: 'कोयंबटूर', state: 'Tamil Nadu', stateHi: 'तमिलनाडु' },
  { en: 'Guwahati', hi: 'गुवाहाटी', state: 'Assam', stateHi: 'असम' },
  { en: 'Raipur', hi: 'रायपुर', state: 'Chhattisgarh', stateHi: 'छत्तीसगढ़' },
  { en: 'Vijayawada', hi: 'विजयवाड़ा', state: 'Andhra Pradesh', stateHi: 'आंध्र प्रदेश' },
  { en: 'Hubballi', hi: 'हुब्बल्ली', state: 'Karnataka', stateHi: 'कर्नाटक' },
  { en: 'Bhubaneswar', hi: 'भुवनेश्वर', state: 'Odisha', stateHi: 'ओडिशा' },
  { en: 'Karnal', hi: 'करनाल', state: 'Haryana', stateHi: 'हरियाणा' },
];
const SEASONS = [
  { en: 'rabi sowing', hi: 'रबी बुवाई', states: ['Punjab', 'Haryana'], statesHi: ['पंजाब', 'हरियाणा'] },
  {
    en: 'kharif sowing',
    hi: 'खरीफ बुवाई',
    states: ['Madhya Pradesh', 'Maharashtra'],
    statesHi: ['मध्य प्रदेश', 'महाराष्ट्र'],
  },
  {
    en: 'sugarcane crushing',
    hi: 'गन्ना पेराई',
    states: ['Uttar Pradesh', 'Karnataka'],
    statesHi: ['उत्तर प्रदेश', 'कर्नाटक'],
  },
  {
    en: 'paddy harvest',
    hi: 'धान कटाई',
    states: ['Andhra Pradesh', 'Telangana'],
    statesHi: ['आंध्र प्रदेश', 'तेलंगाना'],
  },
];

type Maker = (index: number, publishedAt: Date) => StorySeed;

const fleetOrder: Maker = (index, publishedAt) => {
  const buyer = BUS_BUYERS[index % BUS_BUYERS.length];
  const buses = vehiclesOf('bus');
  const bus = buses[index % buses.length];
  const count = pick(`fleet/${index}`, 5, 60) * 10;
  const b = { en: bus.brandName, hi: brandName(bus.brandName, 'hi') };
  const crore = Math.round((count * (bus.minLakh + bus.maxLakh)) / 2 / 100);
  return {
    slug: `${buyer.tag}-orders-${count}-${bus.brandSlug}-${bus.slug}`,
    kind: 'news',
    category: 'industry',
    vertical: 'bus',
    authorSlug: authorFor('bus', index),
    tags: ['fleet-order', buyer.tag, bus.brandSlug],
    vehicles: [ref(bus)],
    publishedAt,
    texts: {
      en: {
        title: `${buyer.en} orders ${count} ${bus.name} buses`,
        summary: `The ${count} buses, worth about ${formatPriceSpan(crore * 1e7, crore * 1e7, 'en')}, will be delivered over the next nine months.`,
        body: html(
          `${buyer.en} has placed an order with ${b.en} for ${count} units of the ${bus.name} (${lakhRange(bus)} each).`,
          `## What the order covers`,
          `Deliveries begin within three months and the maker will run annual maintenance for five years at depots across the state. The new buses replace vehicles older than fifteen years.`,
        ),
      },
      hi: {
        title: `${buyer.hi} ने ${count} ${bus.name} बसों का ऑर्डर दिया`,
        summary: `लगभग ${formatPriceSpan(crore * 1e7, crore * 1e7, 'hi')} की ${count} बसें अगले नौ महीनों में मिलेंगी।`,
        body: html(
          `${buyer.hi} ने ${b.hi} को ${bus.name} (${lakhRange(bus, 'hi')} प्रति बस) की ${count} यूनिट का ऑर्डर दिया है।`,
          `## ऑर्डर में क्या शामिल है`,
          `डिलीवरी तीन महीने में शुरू होगी और कंपनी पांच साल तक राज्य के डिपो में रखरखाव करेगी। नई बसें पंद्रह साल से पुरानी बसों की जगह लेंगी।`,
        ),
      },
      ...regionalTexts((words, locale) =>
        words.fleetOrder({
          buyer: words.buyers[buyer.tag],
          count,
          bus: bus.name,
          brand: brandName(bus.brandName, locale),
          total: formatPriceSpan(crore * 1e7, crore * 1e7, locale),
          totalPre: formatPriceSpan(crore * 1e7, crore * 1e7, locale, { beforePostposition: true }),
          price: lakhRange(bus, locale),
        }),
      ),
    },
  };
};

/** A vertical's vehicles in Hindi before a postposition, with the possessive that agrees ("अपने ट्रकों की"). */
const HINDI_OBLIQUE: Record<VehicleVertical, string> = {
  truck: 'अपने ट्रकों',
  bus: 'अपनी बसों',
  'three-wheeler': 'अपने थ्री-व्हीलरों',
  tractor: 'अपने ट्रैक्टरों',
  infra: 'अपनी कंस्ट्रक्शन मशीनों',
};

const priceRise: Maker = (index, publishedAt) => {
  const verticals: VehicleVertical[] = ['truck', 'tractor', 'three-wheeler', 'infra'];
  const vertical = verticals[index % verticals.length];
  const brand = brandsOf(vertical)[Math.floor(index / verticals.length) % brandsOf(vertical).length];
  const vehicle = vehiclesOf(vertical).find((v) => v.brandSlug === brand.slug) ?? vehiclesOf(vertical)[0];
  const percent = (pick(`price/${index}`, 5, 25) / 10).toFixed(1);
  const from = daysBefore(publishedAt.toISOString(), -10);
  const noun = VEHICLE_NOUNS[vertical];
  return {
    slug: `${brand.slug}-${slugify(noun.en)}-prices-up-${percent.replace('.', '-')}-percent-${slugify(monthYear(from, 'en'))}`,
    kind: 'news',
    category: 'industry',
    vertical,
    authorSlug: authorFor(vertical, index),
    tags: ['prices', brand.slug],
    vehicles: [ref(vehicle, false)],
    publishedAt,
    texts: {
      en: {
        title: `${brand.name} to raise ${noun.en} prices by up to ${percent}% from ${dayMonthYear(from, 'en')}`,
        summary: `Higher steel and component costs push ${brand.name} to revise prices across its range of ${noun.en}.`,
        body: html(
          `${brand.name} will raise the prices of its ${noun.en} by up to ${percent}% from ${dayMonthYear(from, 'en')}; the increase varies by model and variant.`,
          `The company cites the rising cost of steel, tyres and electronic components. Buyers who book before the date keep the current price.`,
        ),
      },
      hi: {
        title: `${brandName(brand.name, 'hi')} ${dayMonthYear(from, 'hi')} से ${noun.hi} की कीमतें ${percent}% तक बढ़ाएगी`,
        summary: `स्टील और पुर्ज़ों की बढ़ती लागत के कारण ${brandName(brand.name, 'hi')} ने ${HINDI_OBLIQUE[vertical]} की कीमतें बदलने का फैसला किया।`,
        body: html(
          `${brandName(brand.name, 'hi')} ${dayMonthYear(from, 'hi')} से ${HINDI_OBLIQUE[vertical]} की कीमतें ${percent}% तक बढ़ाएगी; बढ़ोतरी मॉडल और वेरिएंट के हिसाब से अलग होगी।`,
          `कंपनी ने स्टील, टायर और इलेक्ट्रॉनिक पुर्ज़ों की बढ़ती लागत का हवाला दिया है। तारीख से पहले बुकिंग करने वालों को मौजूदा कीमत मिलेगी।`,
        ),
      },
      ...regionalTexts((words, locale) =>
        words.priceRise({
          brand: brandName(brand.name, locale),
          vertical,
          percent,
          date: dayMonthYear(from, locale),
        }),
      ),
    },
  };
};

const dealership: Maker = (index, publishedAt) => {
  const verticals: VehicleVertical[] = ['truck', 'bus', 'tractor', 'three-wheeler', 'infra'];
  const vertical = verticals[index % verticals.length];
  const brands = brandsOf(vertical);
  const brand = brands[(index * 3) % brands.length];
  const city = CITIES[index % CITIES.length];
  const vehicle = vehiclesOf(vertical).find((v) => v.brandSlug === brand.slug) ?? vehiclesOf(vertical)[0];
  const bays = pick(`bays/${index}`, 4, 16);
  const noun = VEHICLE_NOUNS[vertical];
  return {
    slug: `${brand.slug}-${vertical}-dealership-${slugify(city.en)}`,
    kind: 'news',
    category: 'industry',
    vertical,
    authorSlug: authorFor(vertical, index + 1),
    tags: ['dealers', brand.slug, slugify(city.en)],
    vehicles: [ref(vehicle, false)],
    publishedAt,
    texts: {
      en: {
        title: `${brand.name} opens a ${noun.en} dealership in ${city.en}`,
        summary: `The 3S facility in ${city.en}, ${city.state} has ${bays} service bays and stocks genuine parts.`,
        body: html(
          `${brand.name} has opened a sales, service and spares (3S) dealership for ${noun.en} in ${city.en}, ${city.state}.`,
          `The workshop has ${bays} service bays and is open round the clock, with a mobile service van for breakdowns on the nearby highways.`,
        ),
      },
      hi: {
        title: `${brandName(brand.name, 'hi')} ने ${city.hi} में ${noun.hi} डीलरशिप खोली`,
        summary: `${city.hi}, ${city.stateHi} की 3S डीलरशिप में ${bays} सर्विस बे हैं और असली पुर्ज़े मिलते हैं।`,
        body: html(
          `${brandName(brand.name, 'hi')} ने ${city.hi}, ${city.stateHi} में ${noun.hi} के लिए बिक्री, सर्विस और स्पेयर्स (3S) डीलरशिप खोली है।`,
          `वर्कशॉप में ${bays} सर्विस बे हैं और यह चौबीसों घंटे खुली रहती है; पास के हाईवे पर ब्रेकडाउन के लिए मोबाइल सर्विस वैन भी है।`,
        ),
      },
      ...regionalTexts((words, locale) =>
        words.dealership({
          brand: brandName(brand.name, locale),
          vertical,
          city: placeIn(words, city.en),
          state: placeIn(words, city.state),
          bays,
        }),
      ),
    },
  };
};

const fleetAddition: Maker = (index, publishedAt) => {
  const fleet = FLEETS[index % FLEETS.length];
  const trucks = vehiclesOf('truck');
  const truck = trucks[(index * 5) % trucks.length];
  const count = pick(`trucks/${index}`, 5, 40) * 10;
  return {
    slug: `${slugify(fleet.en)}-adds-${count}-${truck.brandSlug}-${truck.slug}`,
    kind: 'news',
    category: 'industry',
    vertical: 'truck',
    authorSlug: authorFor('truck', index + 2),
    tags: ['fleet', truck.brandSlug],
    vehicles: [ref(truck)],
    publishedAt,
    texts: {
      en: {
        title: `${fleet.en} adds ${count} ${truck.name} trucks to its fleet`,
        summary: `The ${fuelWord(truck, 'en')} trucks will run on the company’s busiest routes out of Delhi NCR, Mumbai and Bengaluru.`,
        body: html(
          `${fleet.en} has taken delivery of ${count} ${truck.name} trucks (${lakhRange(truck)} ex-showroom) from ${truck.brandName}.`,
          `The company says telematics on every truck will track fuel use, driver behaviour and service schedules.`,
        ),
      },
      hi: {
        title: `${fleet.hi} के बेड़े में ${count} ${truck.name} ट्रक शामिल`,
        summary: `ये ${fuelWord(truck, 'hi')} ट्रक दिल्ली एनसीआर, मुंबई और बेंगलुरु से कंपनी के सबसे व्यस्त रूटों पर चलेंगे।`,
        body: html(
          `${fleet.hi} ने ${brandName(truck.brandName, 'hi')} से ${count} ${truck.name} ट्रकों (${lakhRange(truck, 'hi')} एक्स-शोरूम) की डिलीवरी ली है।`,
          `कंपनी का कहना है कि हर ट्रक में टेलीमैटिक्स ईंधन खपत, ड्राइवर के व्यवहार और सर्विस शेड्यूल पर नज़र रखेगा।`,
        ),
      },
      ...regionalTexts((words, locale) =>
        words.fleetAddition({
          fleet: fleet.en,
          count,
          truck: truck.name,
          brand: brandName(truck.brandName, locale),
          fuel: FUEL_WORDS[truck.fuelType][locale],
          price: lakhRange(truck, locale),
        }),
      ),
    },
  };
};

const electricMilestone: Maker = (index, publishedAt) => {
  const electric = (['three-wheeler', 'bus', 'truck'] as VehicleVertical[]).flatMap((vertical) =>
    vehiclesOf(vertical).filter((v) => v.fuelType === 'electric'),
  );
  const vehicle = electric[index % electric.length];
  const units = pick(`ev/${index}`, 2, 60) * 1000;
  return {
    slug: `${vehicle.brandSlug}-${vehicle.slug}-crosses-${units}-units`,
    kind: 'news',
    category: 'electric',
    vertical: vehicle.vertical,
    authorSlug: authorFor('three-wheeler', index),
    tags: ['electric', vehicle.brandSlug],
    vehicles: [ref(vehicle)],
    publishedAt,
    texts: {
      en: {
        title: `${vehicle.name} crosses ${indianNumber(units)} units in India`,
        summary: `Owners report running costs of under ₹1 per km, a third of a diesel vehicle’s.`,
        body: html(
          `${vehicle.brandName} says ${indianNumber(units)} units of the ${vehicle.name} (${lakhRange(vehicle)}) are now on Indian roads.`,
          `## Why buyers choose it`,
          `Lower running costs, subsidies under the PM E-DRIVE scheme and cheaper finance from banks and NBFCs have brought electric ${VEHICLE_NOUNS[vehicle.vertical].en} into the mainstream.`,
        ),
      },
      hi: {
        title: `भारत में ${vehicle.name} की ${indianNumber(units)} यूनिट पूरी`,
        summary: `मालिकों के मुताबिक चलाने का खर्च ₹1 प्रति किमी से कम है, डीज़ल वाहन का एक-तिहाई।`,
        body: html(
          `${brandName(vehicle.brandName, 'hi')} का कहना है कि ${vehicle.name} (${lakhRange(vehicle, 'hi')}) की ${indianNumber(units)} यूनिट अब भारतीय सड़कों पर हैं।`,
          `## खरीदार इसे क्यों चुनते हैं`,
          `कम चलाने का खर्च, पीएम ई-ड्राइव योजना की सब्सिडी और बैंकों व एनबीएफसी से सस्ता लोन इलेक्ट्रिक ${VEHICLE_NOUNS[vehicle.vertical].hi} को आम बना रहे हैं।`,
        ),
      },
      ...regionalTexts((words, locale) =>
        words.electricMilestone({
          name: vehicle.name,
          brand: brandName(vehicle.brandName, locale),
          units: indianNumber(units),
          price: lakhRange(vehicle, locale),
          vertical: vehicle.vertical,
        }),
      ),
    },
  };
};

const tractorSeason: Maker = (index, publishedAt) => {
  const season = SEASONS[index % SEASONS.length];
  const tractors = vehiclesOf('tractor');
  const first = tractors[index % tractors.length];
  const second = tractors[(index + 3) % tractors.length];
  const rise = pick(`season/${index}`, 8, 30);
  const year = new Date(publishedAt).getUTCFullYear();
  return {
    slug: `tractor-enquiries-up-${rise}-percent-${slugify(season.en)}-${year}-${index}`,
    kind: 'news',
    category: 'tractor',
    vertical: 'tractor',
    authorSlug: authorFor('tractor', index),
    tags: ['tractor', 'farm', slugify(season.en)],
    vehicles: [ref(first), ref(second)],
    publishedAt,
    texts: {
      en: {
        title: `Tractor enquiries up ${rise}% in ${season.states.join(' and ')} ahead of ${season.en}`,
        summary: `Dealers say 41–50 hp models such as the ${first.name} and ${second.name} are in demand.`,
        body: html(
          `Dealers in ${season.states.join(' and ')} report ${rise}% more enquiries than last year ahead of the ${season.en} season.`,
          `The ${first.name} (${lakhRange(first)}) and ${second.name} (${lakhRange(second)}) lead the lists. Banks have raised tractor loan limits and offer half-yearly instalments timed to harvests.`,
        ),
      },
      hi: {
        title: `${season.hi} से पहले ${season.statesHi.join(' और ')} में ट्रैक्टर पूछताछ ${rise}% बढ़ी`,
        summary: `डीलरों के मुताबिक ${first.name} और ${second.name} जैसे 41–50 एचपी मॉडल की मांग है।`,
        body: html(
          `${season.statesHi.join(' और ')} के डीलर ${season.hi} सीजन से पहले पिछले साल से ${rise}% ज़्यादा पूछताछ बता रहे हैं।`,
          `${first.name} (${lakhRange(first, 'hi')}) और ${second.name} (${lakhRange(second, 'hi')}) सबसे आगे हैं। बैंकों ने ट्रैक्टर लोन की सीमा बढ़ाई है और फसल के हिसाब से छमाही किस्तें दे रहे हैं।`,
        ),
      },
      ...regionalTexts((words, locale) =>
        words.tractorSeason({
          season: words.seasons[season.en],
          states: [placeIn(words, season.states[0]), placeIn(words, season.states[1])],
          rise,
          first: first.name,
          firstPrice: lakhRange(first, locale),
          second: second.name,
          secondPrice: lakhRange(second, locale),
        }),
      ),
    },
  };
};

function fuelWord(vehicle: SeedVehicle, locale: 'en' | 'hi'): string {
  return FUEL_WORDS[vehicle.fuelType][locale];
}

const OLDER_MAKERS: Maker[] = [
  fleetOrder,
  priceRise,
  dealership,
  fleetAddition,
  electricMilestone,
  tractorSeason,
];

/** 108 generated news stories in all six languages, newest on 20 November 2025. */
export function generatedNews(): StorySeed[] {
  const newest = newestTwenty();
  const older: StorySeed[] = [];
  const slugs = new Set(newest.map((story) => story.slug));
  for (let index = 0; older.length < 88; index += 1) {
    const maker = OLDER_MAKERS[index % OLDER_MAKERS.length];
    const story = maker(Math.floor(index / OLDER_MAKERS.length), daysBefore(NEWEST, 40 + index * 4));
    if (slugs.has(story.slug)) continue;
    slugs.add(story.slug);
    older.push(story);
  }
  return [...newest, ...older];
}
