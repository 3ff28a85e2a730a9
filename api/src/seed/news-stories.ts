/** The stories behind the news seed: one row per story; the texts per locale live in news-*.ts. */
export interface NewsStory {
  slug: string;
  category: 'policy' | 'industry' | 'electric' | 'launch' | 'events' | 'fuel' | 'tractor';
  author: string;
  publishedAt: string;
}

export interface NewsText {
  title: string;
  summary: string;
  body: string;
}

export const NEWS_IMAGE = '/images/placeholder.webp';

export const newsStories: NewsStory[] = [
  {
    slug: 'gst-on-commercial-vehicles-cut-to-18-percent',
    category: 'policy',
    author: 'Meera Kulkarni',
    publishedAt: '2025-09-22T06:30:00+05:30',
  },
  {
    slug: 'tractor-gst-cut-to-5-percent',
    category: 'tractor',
    author: 'Harpreet Kaur',
    publishedAt: '2025-09-23T09:00:00+05:30',
  },
  {
    slug: 'tata-motors-commercial-vehicle-demerger-effective',
    category: 'industry',
    author: 'Arjun Menon',
    publishedAt: '2025-10-01T10:15:00+05:30',
  },
  {
    slug: 'air-conditioned-truck-cabins-mandatory',
    category: 'policy',
    author: 'Vikram Singh Rathore',
    publishedAt: '2025-10-01T12:00:00+05:30',
  },
  {
    slug: 'pm-e-drive-incentive-for-electric-trucks',
    category: 'electric',
    author: 'Ananya Iyer',
    publishedAt: '2025-07-11T17:30:00+05:30',
  },
  {
    slug: 'bharat-mobility-expo-2025-commercial-vehicles',
    category: 'events',
    author: 'Arjun Menon',
    publishedAt: '2025-01-20T19:00:00+05:30',
  },
  {
    slug: 'petrol-diesel-cut-by-2-rupees',
    category: 'fuel',
    author: 'Meera Kulkarni',
    publishedAt: '2024-03-15T06:00:00+05:30',
  },
  {
    slug: 'hydrogen-truck-trials-begin',
    category: 'electric',
    author: 'Ananya Iyer',
    publishedAt: '2025-03-18T11:00:00+05:30',
  },
  {
    slug: 'pm-ebus-sewa-10000-electric-buses',
    category: 'policy',
    author: 'Vikram Singh Rathore',
    publishedAt: '2024-02-12T14:00:00+05:30',
  },
  {
    slug: 'euler-storm-ev-launched',
    category: 'launch',
    author: 'Ananya Iyer',
    publishedAt: '2024-09-10T13:00:00+05:30',
  },
  {
    slug: 'good-monsoon-lifts-tractor-demand',
    category: 'tractor',
    author: 'Harpreet Kaur',
    publishedAt: '2025-08-18T08:30:00+05:30',
  },
  {
    slug: 'mahindra-to-acquire-sml-isuzu-stake',
    category: 'industry',
    author: 'Arjun Menon',
    publishedAt: '2025-04-26T16:45:00+05:30',
  },
];
