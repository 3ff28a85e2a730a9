import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@cvb/router';
import {
  createDeskModel,
  fetchDeskBrands,
  fetchDeskHistory,
  fetchDeskModel,
  launchDeskModel,
  publishDeskModel,
  restoreDeskVersion,
  saveDeskDraft,
  searchCatalogueDesk,
  uploadDeskPicture,
} from '@cvb/api-client';
import type { DeskModelDocument, LocaleCode } from '@cvb/contracts';
import { registerNamespace } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { adminTexts } from '../admin-texts';
import { CatalogueDesk } from './catalogue-desk';
import { model, refusal, TATA, UPCOMING } from './desk-fixtures';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  createDeskModel: jest.fn(),
  fetchDeskBrands: jest.fn(),
  fetchDeskHistory: jest.fn(),
  fetchDeskModel: jest.fn(),
  launchDeskModel: jest.fn(),
  publishDeskModel: jest.fn(),
  restoreDeskVersion: jest.fn(),
  saveDeskDraft: jest.fn(),
  searchCatalogueDesk: jest.fn(),
  uploadDeskPicture: jest.fn(),
}));
const fetchModel = jest.mocked(fetchDeskModel);
const save = jest.mocked(saveDeskDraft);
const launch = jest.mocked(launchDeskModel);
const publish = jest.mocked(publishDeskModel);
const history = jest.mocked(fetchDeskHistory);
const restore = jest.mocked(restoreDeskVersion);
const create = jest.mocked(createDeskModel);

function openDesk(path: string, locale: LocaleCode = 'en') {
  return renderInRemote(
    <Routes>
      <Route path="/admin/catalogue/*" element={<CatalogueDesk />} />
    </Routes>,
    { path, locale },
  );
}

jest.setTimeout(30_000);

const NO_NAMES = { brands: {}, models: {} };

beforeEach(() => {
  jest.resetAllMocks();
  registerNamespace('admin', adminTexts);
  jest.mocked(fetchDeskBrands).mockResolvedValue({ brands: [TATA] });
  jest.mocked(searchCatalogueDesk).mockResolvedValue({ hits: [], total: 0, page: 1, pageSize: 20 });
  history.mockResolvedValue({ entries: [], names: NO_NAMES });
});

it("builds the form from the truck definition's spec rows, adds a priced variant and launches the upcoming model", async () => {
  fetchModel.mockResolvedValue(model());
  const saved = model({
    version: 3,
    draft: { document: UPCOMING, stamp: { by: 'Kavita Rao', at: '2026-11-28T06:00:00.000Z' } },
  });
  save.mockResolvedValue(saved);
  launch.mockResolvedValue({ model: model({ version: 4 }), alertsQueued: 2 });
  openDesk('/admin/catalogue/models/77');

  expect(await screen.findByRole('heading', { name: 'Model: Intra V70 EV' })).toBeInTheDocument();
  const fields = within(screen.getByRole('region', { name: 'Model' }));
  expect(fields.getByRole('textbox', { name: 'Gross vehicle weight (GVW), kg' })).toHaveValue('3490');
  expect(fields.getByRole('textbox', { name: 'Payload (kg)' })).toHaveValue('1700');
  expect(fields.getByRole('textbox', { name: 'Axle configuration' })).toHaveValue('');
  // Electric rows of the definition appear for an electric model only.
  expect(fields.queryByRole('textbox', { name: 'Battery capacity (kWh)' })).not.toBeInTheDocument();
  await userEvent.selectOptions(fields.getByRole('combobox', { name: 'Fuel type' }), 'Electric');
  expect(fields.getByRole('textbox', { name: 'Battery capacity (kWh)' })).toBeInTheDocument();
  await userEvent.selectOptions(fields.getByRole('combobox', { name: 'Fuel type' }), 'Diesel');

  const variants = within(screen.getByRole('region', { name: 'Variants' }));
  expect(variants.getByText(/No variant yet/)).toBeInTheDocument();
  await userEvent.click(variants.getByRole('button', { name: 'Add a variant' }));
  expect(variants.getByRole('textbox', { name: 'Variant name' })).toHaveFocus();
  await userEvent.keyboard('LX');
  expect(variants.getByRole('group', { name: 'Variant 1: LX' })).toBeInTheDocument();
  await userEvent.type(variants.getByRole('textbox', { name: 'Ex-showroom price (₹)' }), '10,25,000');
  await userEvent.click(fields.getByRole('radio', { name: 'On sale' }));

  await userEvent.click(screen.getByRole('button', { name: 'Publish and launch' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Launched. 2 people who asked for an alert get an SMS.',
  );
  expect(save).toHaveBeenCalledWith(
    77,
    {
      version: 2,
      document: expect.objectContaining({
        status: 'on-sale',
        specs: { gvwKg: 3490, payloadKg: 1700 },
        variants: [{ slug: 'lx', name: 'LX', price: 1025000, specs: {} }],
      }),
    },
    'en',
  );
  expect(launch).toHaveBeenCalledWith(77, 3, 'en');
  expect(history).toHaveBeenCalledTimes(2);
});

it('keeps what the editor typed on a 409, names who saved first, and loads their version on request', async () => {
  fetchModel.mockResolvedValue(model());
  const theirs = model({
    version: 5,
    draft: {
      document: { ...UPCOMING, name: 'Intra V70 Electric' },
      stamp: { by: 'Arjun Mehta', at: '2026-11-28T06:15:00.000Z' },
    },
  });
  save.mockRejectedValueOnce(
    refusal(409, {
      message: 'Changed by Arjun Mehta',
      changedBy: 'Arjun Mehta',
      changedAt: '2026-11-28T06:15:00.000Z',
      current: theirs,
    }),
  );
  save.mockResolvedValueOnce(theirs);
  openDesk('/admin/catalogue/models/77');
  const name = await screen.findByRole('textbox', { name: 'Model name' });
  await userEvent.clear(name);
  await userEvent.type(name, 'Intra V70 EV Plus');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/Not saved: Arjun Mehta saved a newer version at .*28.*Nov.*2026.*11:45/);
  expect(name).toHaveValue('Intra V70 EV Plus');

  // Keeping mine: the next save goes over their version, with its number.
  await userEvent.click(within(alert).getByRole('button', { name: 'Keep editing mine' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(save).toHaveBeenLastCalledWith(77, expect.objectContaining({ version: 5 }), 'en');
  expect(save.mock.lastCall?.[1].document.name).toBe('Intra V70 EV Plus');

  save.mockRejectedValueOnce(
    refusal(409, {
      message: 'Changed',
      changedBy: 'Arjun Mehta',
      changedAt: '2026-11-28T06:20:00.000Z',
      current: { ...theirs, version: 6 },
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await userEvent.click(
    await screen.findByRole('button', { name: 'Load their version (your changes are dropped)' }),
  );
  expect(screen.getByRole('textbox', { name: 'Model name' })).toHaveValue('Intra V70 Electric');
});

it("shows the server's message naming what a publish lacks", async () => {
  const draft = { document: UPCOMING, stamp: { by: 'Kavita Rao', at: '2026-11-28T06:00:00.000Z' } };
  fetchModel.mockResolvedValue(
    model({
      published: null,
      draft,
      pagePath: null,
      previewPath: '/trucks/tata-motors/intra-v70-ev?preview=abc',
    }),
  );
  save.mockResolvedValue(model({ published: null, draft, version: 3 }));
  publish.mockRejectedValue(
    refusal(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Cannot publish: add a variant with an ex-showroom price',
      missing: ['variants', 'prices'],
    }),
  );
  openDesk('/admin/catalogue/models/77');
  expect(await screen.findByRole('link', { name: 'Preview on the site' })).toHaveAttribute(
    'href',
    '/trucks/tata-motors/intra-v70-ev?preview=abc',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Cannot publish: add a variant with an ex-showroom price',
  );
  expect(publish).toHaveBeenCalledWith(77, 3, 'en');
});

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

it('links the draft preview when the model has a draft', async () => {
  fetchModel.mockResolvedValue(
    model({
      draft: { document: UPCOMING, stamp: { by: 'Kavita Rao', at: '2026-11-28T06:00:00.000Z' } },
      previewPath: '/trucks/tata-motors/intra-v70-ev?preview=77',
    }),
  );
  openDesk('/admin/catalogue/models/77');
  expect(await screen.findByRole('link', { name: 'Preview on the site' })).toHaveAttribute(
    'href',
    '/trucks/tata-motors/intra-v70-ev?preview=77',
  );
});

it('creates a new model as a draft and opens it', async () => {
  create.mockResolvedValue(
    model({
      published: null,
      draft: { document: UPCOMING, stamp: { by: 'Kavita Rao', at: '2026-11-28T06:00:00.000Z' } },
    }),
  );
  fetchModel.mockResolvedValue(
    model({
      published: null,
      draft: { document: UPCOMING, stamp: { by: 'Kavita Rao', at: '2026-11-28T06:00:00.000Z' } },
    }),
  );
  openDesk('/admin/catalogue/models/new');
  expect(screen.getByRole('heading', { name: 'New model' })).toBeInTheDocument();
  await userEvent.selectOptions(
    await screen.findByRole('combobox', { name: 'Brand' }),
    await screen.findByRole('option', { name: 'Tata Motors' }),
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Model name' }), 'Intra V70 EV');
  await userEvent.type(screen.getByRole('textbox', { name: 'Address (slug)' }), 'intra-v70-ev');
  const bodyType = screen.getByRole('combobox', { name: 'Body type' });
  // A truck's body types in the trucks' words: not the tractors' "Mini tractor".
  expect(within(bodyType).getByRole('option', { name: 'Mini truck' })).toBeInTheDocument();
  expect(within(bodyType).queryByRole('option', { name: /tractor/i })).not.toBeInTheDocument();
  await userEvent.selectOptions(bodyType, 'Pickup');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Fuel type' }), 'Diesel');
  fireDate(screen.getByLabelText('Expected launch date'), '2027-03-15');
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByRole('heading', { name: 'Model: Intra V70 EV' })).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith(
    {
      document: expect.objectContaining({
        vertical: 'truck',
        brandId: 3,
        name: 'Intra V70 EV',
        slug: 'intra-v70-ev',
        bodyType: 'pickup',
        fuelType: 'diesel',
        status: 'upcoming',
        expectedLaunch: '2027-03-15',
      }),
    },
    'en',
  );
  expect(fetchModel).toHaveBeenCalledWith(77, expect.anything());
});

it('uploads pictures, describes them and puts them in order', async () => {
  fetchModel.mockResolvedValue(model());
  save.mockResolvedValue(model({ version: 3 }));
  jest
    .mocked(uploadDeskPicture)
    .mockResolvedValueOnce({ url: '/uploads/desk/front.webp', width: 1600, height: 900 })
    .mockResolvedValueOnce({ url: '/uploads/desk/side.webp', width: 1600, height: 900 });
  openDesk('/admin/catalogue/models/77');
  const pictures = within(await screen.findByRole('region', { name: 'Pictures' }));
  const input = pictures.getByLabelText('Add a picture (JPEG, PNG or WebP, up to 8 MB)');
  await userEvent.upload(input, new File(['front'], 'front.jpg', { type: 'image/jpeg' }));
  await userEvent.upload(input, new File(['side'], 'side.jpg', { type: 'image/jpeg' }));
  await userEvent.type(
    await pictures.findByRole('textbox', { name: 'Picture 2: description for people who cannot see it' }),
    'Side view with the CNG tank',
  );
  await userEvent.click(pictures.getByRole('button', { name: 'Move picture 2 up' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Draft saved');
  expect(save.mock.lastCall?.[1].document.pictures).toEqual([
    { url: '/uploads/desk/side.webp', alt: 'Side view with the CNG tank' },
    { url: '/uploads/desk/front.webp', alt: '' },
  ]);
});

it('reads in Hindi', async () => {
  fetchModel.mockResolvedValue(model());
  openDesk('/admin/catalogue/models/77', 'hi');
  expect(await screen.findByRole('heading', { name: 'मॉडल: Intra V70 EV' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'सकल वाहन भार (जीवीडब्ल्यू), किलो' })).toHaveValue('3490');
  expect(screen.getByRole('radio', { name: 'आने वाला' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'ड्राफ्ट सेव करें' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'वेरिएंट जोड़ें' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'हिन्दी (अधूरा)' })).toBeInTheDocument();
});

function fireDate(input: HTMLElement, value: string) {
  // userEvent cannot type into a date input in jsdom; the change event is what the form listens to.
  const { fireEvent } = jest.requireActual<typeof import('@testing-library/react')>('@testing-library/react');
  fireEvent.change(input, { target: { value } });
}
