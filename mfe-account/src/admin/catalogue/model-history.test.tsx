import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskModelDocument } from '@cvb/contracts';
import { desk, NO_NAMES, openDesk, prepareDeskTests } from './desk-test-kit';
import { model, UPCOMING } from './desk-fixtures';

jest.mock('@cvb/api-client', () =>
  jest.requireActual<typeof import('./desk-api-mock')>('./desk-api-mock').deskApiMock(),
);
const { fetchModel, history, restore } = desk;

prepareDeskTests();

it('marks each language that lacks a text, lists the history and restores an earlier version', async () => {
  fetchModel.mockResolvedValue(model());
  history.mockResolvedValue({
    entries: [
      {
        version: 2,
        publishedBy: 'Kavita Rao',
        publishedAt: '2026-11-20T05:30:00.000Z',
        changes: [{ field: 'expectedPriceMin', before: 900000, after: 950000 }],
      },
      {
        version: 1,
        publishedBy: 'Kavita Rao',
        publishedAt: '2026-11-10T05:30:00.000Z',
        changes: [{ field: 'name', before: null, after: 'Intra V70 EV' }],
      },
    ],
    names: NO_NAMES,
  });
  const older = model({
    version: 3,
    draft: {
      document: { ...UPCOMING, expectedPriceMin: 900000 },
      stamp: { by: 'Kavita Rao', at: '2026-11-28T06:00:00.000Z' },
    },
  });
  restore.mockResolvedValue(older);
  openDesk('/admin/catalogue/models/77');

  const texts = within(await screen.findByRole('region', { name: 'Texts in six languages' }));
  expect(texts.getByRole('button', { name: 'English (written)' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(texts.getByRole('button', { name: 'हिन्दी (missing)' }));
  expect(texts.getByText('Description', { exact: false })).toHaveTextContent('Description (missing)');
  await userEvent.type(texts.getByRole('textbox', { name: /Description/ }), 'शहर में डिलीवरी के लिए पिकअप।');
  await userEvent.type(texts.getByRole('textbox', { name: /Pros/ }), 'कम खर्च');
  // Written fields lose their marker; the language stays marked while cons and questions are missing.
  expect(texts.getByRole('textbox', { name: 'Description' })).toBeInTheDocument();
  expect(texts.getByRole('textbox', { name: 'Cons (one per line) (missing)' })).toBeInTheDocument();
  expect(texts.getByRole('button', { name: 'हिन्दी (missing)' })).toBeInTheDocument();
  expect(texts.getByRole('button', { name: 'English (written)' })).toBeInTheDocument();

  const log = within(screen.getByRole('region', { name: 'History' }));
  expect(await log.findByText('Expected price from (₹): 9,00,000 → 9,50,000')).toBeInTheDocument();
  expect(log.getByText('Model name: none → Intra V70 EV')).toBeInTheDocument();
  await userEvent.click(log.getByRole('button', { name: 'Restore version 1' }));
  expect(restore).toHaveBeenCalledWith(77, { version: 2, fromVersion: 1 }, 'en');
  expect(await screen.findByRole('status')).toHaveTextContent('Version 1 is in the form as a draft.');
  expect(screen.getByRole('textbox', { name: 'Expected price from (₹)' })).toHaveValue('900000');
});

it('names every changed field in the history as the form does, in the editor language', async () => {
  const onSale: DeskModelDocument = {
    ...UPCOMING,
    status: 'on-sale',
    variants: [{ id: 5, slug: 'intra-v70-ev-lx', name: 'LX', price: 1_040_000, specs: {} }],
  };
  fetchModel.mockResolvedValue(model({ published: { ...model().published!, document: onSale } }));
  history.mockResolvedValue({
    entries: [
      {
        version: 3,
        publishedBy: 'Kavita Rao',
        publishedAt: '2026-11-25T05:30:00.000Z',
        changes: [
          { field: 'specs.gvwKg', before: 3490, after: 3500 },
          { field: 'status', before: 'upcoming', after: 'on-sale' },
          { field: 'variants.intra-v70-ev-lx.price', before: 1_000_000, after: 1_040_000 },
          { field: 'texts.hi.pros', before: null, after: ['कम खर्च'] },
          { field: 'somethingNew', before: 1, after: 2 },
        ],
      },
    ],
    names: NO_NAMES,
  });
  const { unmount } = openDesk('/admin/catalogue/models/77');
  const log = within(await screen.findByRole('region', { name: 'History' }));
  expect(await log.findByText('Gross vehicle weight (GVW), kg: 3490 → 3500')).toBeInTheDocument();
  expect(log.getByText('Status: Upcoming → On sale')).toBeInTheDocument();
  expect(log.getByText('LX: Ex-showroom price (₹): 10,00,000 → 10,40,000')).toBeInTheDocument();
  expect(log.getByText('Pros (one per line) — हिन्दी: none → कम खर्च')).toBeInTheDocument();
  // A field the desk has no label for is shown as it is, never hidden.
  expect(log.getByText('somethingNew: 1 → 2')).toBeInTheDocument();
  expect(log.queryByText(/gvwKg|exShowroomPrice|variants\./)).not.toBeInTheDocument();
  unmount();

  openDesk('/admin/catalogue/models/77', 'hi');
  const hindi = within(await screen.findByRole('region', { name: 'इतिहास' }));
  expect(await hindi.findByText('सकल वाहन भार (जीवीडब्ल्यू), किलो: 3490 → 3500')).toBeInTheDocument();
  expect(hindi.getByText('LX: एक्स-शोरूम कीमत (₹): 10,00,000 → 10,40,000')).toBeInTheDocument();
});

it('reads ids, keys, empty lists and times in the history as words, in English and Hindi', async () => {
  fetchModel.mockResolvedValue(model());
  history.mockResolvedValue({
    entries: [
      {
        version: 4,
        publishedBy: 'Arjun Mehta',
        publishedAt: '2026-11-27T12:10:00.000Z',
        changes: [
          { field: 'status', before: 'on-sale', after: 'discontinued' },
          { field: 'successorModelId', before: null, after: 41 },
        ],
      },
      {
        version: 1,
        publishedBy: 'Kavita Rao',
        publishedAt: '2026-11-10T00:30:00.000Z',
        changes: [
          { field: 'brandId', before: null, after: 3 },
          { field: 'bodyType', before: null, after: 'mini' },
          { field: 'texts.en.faq', before: null, after: [] },
          { field: 'vertical', before: null, after: 'truck' },
          { field: 'expectedLaunch', before: null, after: '2027-03' },
          {
            field: 'pictures',
            before: [],
            after: [
              { url: '/a.webp', alt: '' },
              { url: '/b.webp', alt: '' },
            ],
          },
          { field: 'texts.en.cons', before: [], after: ['Small cabin', 'Stiff ride'] },
        ],
      },
    ],
    names: { brands: { '3': 'Tata Motors' }, models: { '41': 'Tata Intra V50' } },
  });
  const { unmount } = openDesk('/admin/catalogue/models/77');
  const log = within(await screen.findByRole('region', { name: 'History' }));
  // 12:10 UTC is 17:40 in India; 00:30 UTC is 06:00: a 24-hour clock, no "am" or "pm".
  expect(await log.findByText('Version 4, 27 Nov 2026, 17:40, by Arjun Mehta')).toBeInTheDocument();
  expect(log.getByText('Version 1, 10 Nov 2026, 06:00, by Kavita Rao')).toBeInTheDocument();
  expect(log.getByText('Successor model (optional): none → Tata Intra V50')).toBeInTheDocument();
  expect(log.getByText('Brand: none → Tata Motors')).toBeInTheDocument();
  // A truck's "mini" is a mini truck (a tractor's is a mini tractor); nothing → an empty list is no change.
  expect(log.getByText('Body type: none → Mini truck')).toBeInTheDocument();
  expect(log.queryByText(/none → none|Questions and answers/)).not.toBeInTheDocument();
  expect(log.getByText('Vehicle type: none → Trucks')).toBeInTheDocument();
  expect(log.getByText('Expected launch date: none → March 2027')).toBeInTheDocument();
  expect(log.getByText('Pictures: none → 2 pictures')).toBeInTheDocument();
  expect(log.getByText('Cons (one per line) — English: none → Small cabin · Stiff ride')).toBeInTheDocument();
  expect(log.queryByText(/\b(am|pm)\b|\[\]|→ 3$|→ 41$|→ truck$/)).not.toBeInTheDocument();
  unmount();

  openDesk('/admin/catalogue/models/77', 'hi');
  const hindi = within(await screen.findByRole('region', { name: 'इतिहास' }));
  expect(await hindi.findByText(/^संस्करण 4, 27 नव.* 2026, 17:40, Arjun Mehta द्वारा$/)).toBeInTheDocument();
  expect(hindi.getByText(/^संस्करण 1, 10 नव.* 2026, 06:00, Kavita Rao द्वारा$/)).toBeInTheDocument();
  expect(hindi.getByText(/: कुछ नहीं → Tata Motors$/)).toBeInTheDocument();
  expect(hindi.getByText(/: कुछ नहीं → मिनी ट्रक$/)).toBeInTheDocument();
  expect(hindi.getByText(/: कुछ नहीं → ट्रक$/)).toBeInTheDocument();
  expect(hindi.getByText(/: कुछ नहीं → मार्च 2027$/)).toBeInTheDocument();
  expect(hindi.getByText(/: कुछ नहीं → 2 तस्वीरें$/)).toBeInTheDocument();
  expect(hindi.getByText(/: कुछ नहीं → Tata Intra V50$/)).toBeInTheDocument();
  expect(hindi.queryByText(/\b(am|pm)\b|\[\]|→ truck$/)).not.toBeInTheDocument();
});
