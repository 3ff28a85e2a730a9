import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { desk, openDesk, prepareDeskTests } from './desk-test-kit';
import { model, refusal, UPCOMING } from './desk-fixtures';

jest.mock('@cvb/api-client', () =>
  jest.requireActual<typeof import('./desk-api-mock')>('./desk-api-mock').deskApiMock(),
);
const { create, fetchModel, history, launch, publish, save, upload } = desk;

prepareDeskTests();

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
  upload
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
