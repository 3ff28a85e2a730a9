import { MESSAGES } from '@cvb/validation';

/** English texts of the shell's static pages and the Auto Expo page, loaded with those pages. */
export const en = {
  pages: {
    lastUpdated: 'Last updated: 1 January 2025',
    about: {
      title: 'About CV Bazaar',
      intro:
        'CV Bazaar is an Indian marketplace and research site for commercial vehicles. We bring trucks, buses, three-wheelers, tractors, construction equipment and tyres together in one place, in six Indian languages.',
      sections: [
        {
          heading: 'What we do',
          body: 'We publish prices, specifications, photos and reviews of more than a thousand models from brands such as Tata Motors, Ashok Leyland, Mahindra, Eicher, BharatBenz, Bajaj and Piaggio. Buyers compare variants side by side, work out their EMI and reach authorised dealers in their city.',
        },
        {
          heading: 'Who we serve',
          body: 'Our readers are fleet owners, first-time truck buyers, school and staff bus operators, auto-rickshaw drivers and farmers. Many of them read in Hindi, Marathi, Punjabi, Tamil or Telugu, so every page of the site is available in these languages as well as English.',
        },
        {
          heading: 'How we stay accurate',
          body: 'Our editors check prices with manufacturers and dealers every month and revise them when GST or state taxes change. Fuel prices are updated daily and mandi prices come from the government Agmarknet data.',
        },
        {
          heading: 'Where we are',
          body: 'CV Bazaar is run by a team of automotive journalists, engineers and data specialists based in Noida, with correspondents in Pune, Chennai, Ludhiana and Hyderabad.',
        },
      ],
    },
    advertise: {
      title: 'Advertise with us',
      intro:
        'Reach lakhs of buyers who are actively researching trucks, buses, three-wheelers and tractors. CV Bazaar connects brands, dealers and financiers with customers at the moment they decide.',
      sections: [
        {
          heading: 'Why advertise on CV Bazaar',
          body: 'Our visitors come to compare prices, check specifications and find dealers, which makes them some of the most purchase-ready audiences in Indian automotive media. Campaigns can run in six languages and be targeted by state and city.',
        },
        {
          heading: 'Formats we offer',
          body: 'Display banners, sponsored model pages, launch takeovers, video features, web stories, newsletter placements and lead-generation campaigns with verified mobile numbers.',
        },
        {
          heading: 'Talk to our team',
          body: 'Write to ads@cvbazaar.in or call +91 120 456 7800 (Monday to Saturday, 10 am to 6 pm). We will share our media kit and audience figures and plan a campaign that fits your budget.',
        },
      ],
    },
    contact: {
      title: 'Contact us',
      intro:
        'Questions about a vehicle, a dealer or our website? Send us a message and our team will reply within two working days.',
      sections: [
        {
          heading: 'Our office',
          body: 'CV Bazaar Media Pvt. Ltd., 4th Floor, Tower B, Sector 62, Noida, Uttar Pradesh 201309',
        },
        {
          heading: 'Phone and email',
          body: 'Customer care: +91 120 456 7890 (Monday to Saturday, 10 am to 6 pm). Email: support@cvbazaar.in',
        },
      ],
      form: {
        heading: 'Send us a message',
        name: 'Your name',
        mobile: 'Mobile number',
        email: 'Email address',
        subject: 'Subject',
        message: 'Message',
        submit: 'Send message',
        submitting: 'Sending…',
        success: 'Thank you! Your message has been sent. Our team will contact you soon.',
        failure: 'Your message could not be sent. Please check your connection and try again.',
        saved: 'Saved — will be sent when you are back online',
      },
      errors: {
        nameRequired: MESSAGES.nameRequired,
        nameLettersOnly: MESSAGES.nameLettersOnly,
        nameTooShort: MESSAGES.nameTooShort,
        mobileRequired: MESSAGES.mobileRequired,
        mobileTooLong: MESSAGES.mobileTooLong,
        mobileTooShort: MESSAGES.mobileTooShort,
        mobileInvalid: MESSAGES.mobileInvalid,
        emailRequired: MESSAGES.emailRequired,
        emailInvalid: MESSAGES.emailInvalid,
        enterAnyValue: MESSAGES.enterAnyValue,
        fillAllDetails: MESSAGES.fillAllDetails,
      },
    },
    privacy: {
      title: 'Privacy policy',
      intro:
        'This policy explains what information CV Bazaar collects when you use our website, why we collect it and how we protect it.',
      sections: [
        {
          heading: 'Information we collect',
          body: 'When you request a price quote, book a test drive or subscribe to our newsletter we collect your name, mobile number, email address and city. We also record pages you visit and the vehicles you view so that we can show you relevant models.',
        },
        {
          heading: 'How we use it',
          body: 'We share your details only with the dealer or manufacturer you asked to contact, to answer your request. We never sell your personal data. We use anonymous usage figures to improve the site.',
        },
        {
          heading: 'Cookies and local storage',
          body: 'We use cookies to keep you signed in and your browser storage to remember your city, language and recently viewed vehicles. You can clear them at any time in your browser settings.',
        },
        {
          heading: 'Your choices',
          body: 'You can ask us to correct or delete your data by writing to privacy@cvbazaar.in. Every newsletter has an unsubscribe link.',
        },
      ],
    },
    terms: {
      title: 'Terms and conditions',
      intro:
        'By using the CV Bazaar website you agree to these terms. Please read them carefully before you use our services.',
      sections: [
        {
          heading: 'Information on the site',
          body: 'Prices, specifications and offers are collected from manufacturers, dealers and public sources. They are indicative and may change without notice; please confirm the final on-road price with the dealer before you buy.',
        },
        {
          heading: 'Leads and dealers',
          body: 'When you submit a form, your request is passed to the dealer or brand you chose. CV Bazaar is not a party to any sale and is not responsible for the conduct of dealers or financiers.',
        },
        {
          heading: 'User content',
          body: 'Reviews, ratings and community posts must be your own and truthful. We may remove content that is abusive, misleading or promotional.',
        },
        {
          heading: 'Governing law',
          body: 'These terms are governed by the laws of India, and the courts at Noida, Uttar Pradesh have exclusive jurisdiction.',
        },
      ],
    },
    visitor: {
      title: 'Visitor agreement',
      intro:
        'This agreement sets out how visitors may use CV Bazaar. It applies to everyone who browses the site, whether or not they have an account.',
      sections: [
        {
          heading: 'Fair use',
          body: 'You may read, share and link to our pages for personal, non-commercial use. Copying our price data or content in bulk, or scraping the site automatically, is not allowed.',
        },
        {
          heading: 'Accounts',
          body: 'Keep your password safe and tell us at once if you think someone else has used your account. You are responsible for activity under your account.',
        },
        {
          heading: 'Changes',
          body: 'We may update this agreement from time to time. The date at the top of this page shows when it last changed; continuing to use the site means you accept the new version.',
        },
      ],
    },
  },
  expo: {
    title: 'Auto Expo 2025',
    dates: 'Dates',
    venue: 'Venue',
    highlights: 'Launches and unveilings',
    empty: 'No launches have been added yet. Please check back soon.',
    all: 'All',
    filterLabel: 'Vehicle type',
    kinds: {
      launch: 'Launch',
      unveil: 'Unveiling',
      showcase: 'On display',
    },
    brandLink: 'All {{brand}} models',
    verticals: {
      truck: 'Trucks',
      bus: 'Buses',
      'three-wheeler': 'Three-wheelers',
      tractor: 'Tractors',
      infra: 'Infra',
    },
  },
};

/** The shape every language follows; the exact messages of docs/domain.md are literal types in English only. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
export type StaticPagesTexts = Widen<typeof en>;
