import type { VehicleVertical } from '@cvb/contracts';
import type { OlderNewsWords } from './older-news-words';
import { html } from './story-seed';
import { SALES_NOUNS } from './words';

/** A vertical's vehicles in the oblique plural ("ਟਰੱਕਾਂ ਦੀਆਂ"), whether feminine, and as a qualifier ("ਟਰੱਕ ਡੀਲਰਸ਼ਿਪ"). */
const OBLIQUE: Record<VehicleVertical, { word: string; feminine: boolean }> = {
  truck: { word: 'ਟਰੱਕਾਂ', feminine: false },
  bus: { word: 'ਬੱਸਾਂ', feminine: true },
  'three-wheeler': { word: 'ਥ੍ਰੀ-ਵ੍ਹੀਲਰਾਂ', feminine: false },
  tractor: { word: 'ਟਰੈਕਟਰਾਂ', feminine: false },
  infra: { word: 'ਕੰਸਟ੍ਰਕਸ਼ਨ ਮਸ਼ੀਨਾਂ', feminine: true },
};
const kind = (v: VehicleVertical): string => SALES_NOUNS[v].pa;
const own = (v: VehicleVertical): string => (OBLIQUE[v].feminine ? 'ਆਪਣੀਆਂ' : 'ਆਪਣੇ');

/** The older generated news in Punjabi. */
export const olderNewsPa: OlderNewsWords = {
  buyers: {
    upsrtc: 'ਉੱਤਰ ਪ੍ਰਦੇਸ਼ ਰਾਜ ਸੜਕ ਆਵਾਜਾਈ ਨਿਗਮ',
    msrtc: 'ਮਹਾਰਾਸ਼ਟਰ ਰਾਜ ਸੜਕ ਆਵਾਜਾਈ ਨਿਗਮ',
    ksrtc: 'ਕਰਨਾਟਕ ਰਾਜ ਸੜਕ ਆਵਾਜਾਈ ਨਿਗਮ',
    bmtc: 'ਬੈਂਗਲੁਰੂ ਮਹਾਨਗਰ ਆਵਾਜਾਈ ਨਿਗਮ',
    dtc: 'ਦਿੱਲੀ ਆਵਾਜਾਈ ਨਿਗਮ',
    tnstc: 'ਤਾਮਿਲਨਾਡੂ ਰਾਜ ਆਵਾਜਾਈ ਨਿਗਮ',
    gsrtc: 'ਗੁਜਰਾਤ ਰਾਜ ਸੜਕ ਆਵਾਜਾਈ ਨਿਗਮ',
    best: 'ਬੈਸਟ, ਮੁੰਬਈ',
  },
  places: {
    Indore: 'ਇੰਦੌਰ',
    Nagpur: 'ਨਾਗਪੁਰ',
    Ludhiana: 'ਲੁਧਿਆਣਾ',
    Coimbatore: 'ਕੋਇੰਬਟੂਰ',
    Guwahati: 'ਗੁਹਾਟੀ',
    Raipur: 'ਰਾਏਪੁਰ',
    Vijayawada: 'ਵਿਜੇਵਾੜਾ',
    Hubballi: 'ਹੁਬਲੀ',
    Bhubaneswar: 'ਭੁਵਨੇਸ਼ਵਰ',
    Karnal: 'ਕਰਨਾਲ',
    'Madhya Pradesh': 'ਮੱਧ ਪ੍ਰਦੇਸ਼',
    Maharashtra: 'ਮਹਾਰਾਸ਼ਟਰ',
    Punjab: 'ਪੰਜਾਬ',
    'Tamil Nadu': 'ਤਾਮਿਲਨਾਡੂ',
    Assam: 'ਅਸਾਮ',
    Chhattisgarh: 'ਛੱਤੀਸਗੜ੍ਹ',
    'Andhra Pradesh': 'ਆਂਧਰਾ ਪ੍ਰਦੇਸ਼',
    Karnataka: 'ਕਰਨਾਟਕ',
    Odisha: 'ਓਡੀਸ਼ਾ',
    Haryana: 'ਹਰਿਆਣਾ',
    'Uttar Pradesh': 'ਉੱਤਰ ਪ੍ਰਦੇਸ਼',
    Telangana: 'ਤੇਲੰਗਾਨਾ',
  },
  seasons: {
    'rabi sowing': 'ਹਾੜੀ ਦੀ ਬਿਜਾਈ',
    'kharif sowing': 'ਸਾਉਣੀ ਦੀ ਬਿਜਾਈ',
    'sugarcane crushing': 'ਗੰਨੇ ਦੀ ਪਿੜਾਈ',
    'paddy harvest': 'ਝੋਨੇ ਦੀ ਕਟਾਈ',
  },
  fleetOrder: (f) => ({
    title: `${f.buyer} ਵੱਲੋਂ ${f.count} ${f.bus} ਬੱਸਾਂ ਦਾ ਆਰਡਰ`,
    summary: `ਲਗਭਗ ${f.total} ਦੀਆਂ ${f.count} ਬੱਸਾਂ ਅਗਲੇ ਨੌਂ ਮਹੀਨਿਆਂ ਵਿੱਚ ਮਿਲਣਗੀਆਂ।`,
    body: html(
      `${f.buyer} ਨੇ ${f.brand} ਨੂੰ ${f.bus} (${f.price} ਪ੍ਰਤੀ ਬੱਸ) ਦੀਆਂ ${f.count} ਯੂਨਿਟਾਂ ਦਾ ਆਰਡਰ ਦਿੱਤਾ ਹੈ।`,
      '## ਆਰਡਰ ਵਿੱਚ ਕੀ ਸ਼ਾਮਲ ਹੈ',
      'ਡਿਲੀਵਰੀ ਤਿੰਨ ਮਹੀਨਿਆਂ ਵਿੱਚ ਸ਼ੁਰੂ ਹੋਵੇਗੀ ਅਤੇ ਕੰਪਨੀ ਪੰਜ ਸਾਲ ਤੱਕ ਸੂਬੇ ਭਰ ਦੇ ਡਿਪੂਆਂ ਵਿੱਚ ਸਾਲਾਨਾ ਰੱਖ-ਰਖਾਅ ਕਰੇਗੀ। ਨਵੀਆਂ ਬੱਸਾਂ ਪੰਦਰਾਂ ਸਾਲ ਤੋਂ ਪੁਰਾਣੇ ਵਾਹਨਾਂ ਦੀ ਥਾਂ ਲੈਣਗੀਆਂ।',
    ),
  }),
  priceRise: (f) => ({
    title: `${f.brand} ${f.date} ਤੋਂ ${OBLIQUE[f.vertical].word} ਦੀਆਂ ਕੀਮਤਾਂ ${f.percent}% ਤੱਕ ਵਧਾਏਗੀ`,
    summary: `ਸਟੀਲ ਅਤੇ ਪੁਰਜ਼ਿਆਂ ਦੀ ਵਧਦੀ ਲਾਗਤ ਕਾਰਨ ${f.brand} ਨੇ ${own(f.vertical)} ${OBLIQUE[f.vertical].word} ਦੀਆਂ ਕੀਮਤਾਂ ਬਦਲਣ ਦਾ ਫ਼ੈਸਲਾ ਕੀਤਾ।`,
    body: html(
      `${f.brand} ${f.date} ਤੋਂ ${own(f.vertical)} ${OBLIQUE[f.vertical].word} ਦੀਆਂ ਕੀਮਤਾਂ ${f.percent}% ਤੱਕ ਵਧਾਏਗੀ; ਵਾਧਾ ਮਾਡਲ ਅਤੇ ਵੇਰੀਐਂਟ ਮੁਤਾਬਕ ਵੱਖਰਾ ਹੋਵੇਗਾ।`,
      'ਕੰਪਨੀ ਨੇ ਸਟੀਲ, ਟਾਇਰਾਂ ਅਤੇ ਇਲੈਕਟ੍ਰਾਨਿਕ ਪੁਰਜ਼ਿਆਂ ਦੀ ਵਧਦੀ ਲਾਗਤ ਦਾ ਹਵਾਲਾ ਦਿੱਤਾ ਹੈ। ਇਸ ਤਾਰੀਖ਼ ਤੋਂ ਪਹਿਲਾਂ ਬੁਕਿੰਗ ਕਰਨ ਵਾਲਿਆਂ ਨੂੰ ਮੌਜੂਦਾ ਕੀਮਤ ਮਿਲੇਗੀ।',
    ),
  }),
  dealership: (f) => ({
    title: `${f.brand} ਨੇ ${f.city} ਵਿੱਚ ${kind(f.vertical)} ਡੀਲਰਸ਼ਿਪ ਖੋਲ੍ਹੀ`,
    summary: `${f.city}, ${f.state} ਦੀ 3S ਡੀਲਰਸ਼ਿਪ ਵਿੱਚ ${f.bays} ਸਰਵਿਸ ਬੇਅ ਹਨ ਅਤੇ ਅਸਲੀ ਪੁਰਜ਼ੇ ਮਿਲਦੇ ਹਨ।`,
    body: html(
      `${f.brand} ਨੇ ${f.city}, ${f.state} ਵਿੱਚ ${OBLIQUE[f.vertical].word} ਲਈ ਵਿਕਰੀ, ਸਰਵਿਸ ਅਤੇ ਸਪੇਅਰਜ਼ (3S) ਡੀਲਰਸ਼ਿਪ ਖੋਲ੍ਹੀ ਹੈ।`,
      `ਵਰਕਸ਼ਾਪ ਵਿੱਚ ${f.bays} ਸਰਵਿਸ ਬੇਅ ਹਨ ਅਤੇ ਇਹ ਚੌਵੀ ਘੰਟੇ ਖੁੱਲ੍ਹੀ ਰਹਿੰਦੀ ਹੈ; ਨੇੜਲੇ ਹਾਈਵੇਅ ’ਤੇ ਬ੍ਰੇਕਡਾਊਨ ਲਈ ਮੋਬਾਈਲ ਸਰਵਿਸ ਵੈਨ ਵੀ ਹੈ।`,
    ),
  }),
  fleetAddition: (f) => ({
    title: `${f.fleet} ਦੇ ਬੇੜੇ ਵਿੱਚ ${f.count} ${f.truck} ਟਰੱਕ ਸ਼ਾਮਲ`,
    summary: `ਇਹ ${f.fuel} ਟਰੱਕ ਦਿੱਲੀ ਐਨਸੀਆਰ, ਮੁੰਬਈ ਅਤੇ ਬੈਂਗਲੁਰੂ ਤੋਂ ਕੰਪਨੀ ਦੇ ਸਭ ਤੋਂ ਰੁਝੇਵੇਂ ਵਾਲੇ ਰੂਟਾਂ ’ਤੇ ਚੱਲਣਗੇ।`,
    body: html(
      `${f.fleet} ਨੇ ${f.brand} ਤੋਂ ${f.count} ${f.truck} ਟਰੱਕਾਂ (${f.price} ਐਕਸ-ਸ਼ੋਰੂਮ) ਦੀ ਡਿਲੀਵਰੀ ਲਈ ਹੈ।`,
      'ਕੰਪਨੀ ਮੁਤਾਬਕ ਹਰ ਟਰੱਕ ਵਿੱਚ ਲੱਗਿਆ ਟੈਲੀਮੈਟਿਕਸ ਈਂਧਣ ਦੀ ਖਪਤ, ਡਰਾਈਵਰ ਦੇ ਵਿਹਾਰ ਅਤੇ ਸਰਵਿਸ ਸ਼ਡਿਊਲ ’ਤੇ ਨਜ਼ਰ ਰੱਖੇਗਾ।',
    ),
  }),
  electricMilestone: (f) => ({
    title: `ਭਾਰਤ ਵਿੱਚ ${f.name} ਦੀਆਂ ${f.units} ਯੂਨਿਟਾਂ ਪੂਰੀਆਂ`,
    summary: 'ਮਾਲਕਾਂ ਮੁਤਾਬਕ ਚਲਾਉਣ ਦਾ ਖਰਚ ਇੱਕ ਰੁਪਏ ਪ੍ਰਤੀ ਕਿਮੀ ਤੋਂ ਘੱਟ ਹੈ, ਡੀਜ਼ਲ ਵਾਹਨ ਦਾ ਇੱਕ-ਤਿਹਾਈ।',
    body: html(
      `${f.brand} ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ${f.name} (${f.price}) ਦੀਆਂ ${f.units} ਯੂਨਿਟਾਂ ਹੁਣ ਭਾਰਤੀ ਸੜਕਾਂ ’ਤੇ ਹਨ।`,
      '## ਖਰੀਦਦਾਰ ਇਸ ਨੂੰ ਕਿਉਂ ਚੁਣਦੇ ਹਨ',
      `ਘੱਟ ਚਲਾਉਣ ਦਾ ਖਰਚ, ਪੀਐਮ ਈ-ਡਰਾਈਵ ਯੋਜਨਾ ਦੀ ਸਬਸਿਡੀ ਅਤੇ ਬੈਂਕਾਂ ਤੇ ਐਨਬੀਐਫਸੀ ਤੋਂ ਸਸਤੇ ਕਰਜ਼ੇ ਨੇ ਇਲੈਕਟ੍ਰਿਕ ${OBLIQUE[f.vertical].word} ਨੂੰ ਆਮ ਬਣਾ ਦਿੱਤਾ ਹੈ।`,
    ),
  }),
  tractorSeason: (f) => ({
    title: `${f.season} ਤੋਂ ਪਹਿਲਾਂ ${f.states[0]} ਅਤੇ ${f.states[1]} ਵਿੱਚ ਟਰੈਕਟਰਾਂ ਦੀ ਪੁੱਛਗਿੱਛ ${f.rise}% ਵਧੀ`,
    summary: `ਡੀਲਰਾਂ ਮੁਤਾਬਕ ${f.first} ਅਤੇ ${f.second} ਵਰਗੇ 41–50 hp ਮਾਡਲਾਂ ਦੀ ਮੰਗ ਹੈ।`,
    body: html(
      `${f.states[0]} ਅਤੇ ${f.states[1]} ਦੇ ਡੀਲਰ ${f.season} ਤੋਂ ਪਹਿਲਾਂ ਪਿਛਲੇ ਸਾਲ ਨਾਲੋਂ ${f.rise}% ਵੱਧ ਪੁੱਛਗਿੱਛ ਦੱਸ ਰਹੇ ਹਨ।`,
      `${f.first} (${f.firstPrice}) ਅਤੇ ${f.second} (${f.secondPrice}) ਸਭ ਤੋਂ ਅੱਗੇ ਹਨ। ਬੈਂਕਾਂ ਨੇ ਟਰੈਕਟਰ ਕਰਜ਼ੇ ਦੀ ਹੱਦ ਵਧਾਈ ਹੈ ਅਤੇ ਫ਼ਸਲ ਦੇ ਹਿਸਾਬ ਨਾਲ ਛਿਮਾਹੀ ਕਿਸ਼ਤਾਂ ਦੇ ਰਹੇ ਹਨ।`,
    ),
  }),
};
