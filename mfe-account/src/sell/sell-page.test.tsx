import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchAdCatalogueOptions, fetchCurrentUser, postUsedVehicleAd } from '@cvb/api-client';
import type { UsedVehicleAd } from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { SellPage } from './sell-page';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchCurrentUser: jest.fn(),
  postUsedVehicleAd: jest.fn(),
  fetchAdCatalogueOptions: jest.fn(),
}));
const mockedOptions = jest.mocked(fetchAdCatalogueOptions);
const mockedMe = jest.mocked(fetchCurrentUser);
const mockedPost = jest.mocked(postUsedVehicleAd);

const photo = (name: string, type = 'image/png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:photo-${(n += 1)}`);
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  jest.clearAllMocks();
  mockedOptions.mockImplementation(async ({ brandSlug, modelSlug }) => ({
    options: modelSlug
      ? [{ slug: 'ace-gold-diesel', name: 'Diesel' }]
      : brandSlug
        ? [{ slug: 'ace-gold', name: 'Ace Gold' }]
        : [{ slug: 'tata-motors', name: 'Tata Motors' }],
  }));
});

async function fillStep(user: ReturnType<typeof userEvent.setup>, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    await user.type(screen.getByRole('textbox', { name: label }), value);
  }
}

describe('SellPage', () => {
  it('asks a visitor to sign in and opens the login modal', async () => {
    mockedMe.mockResolvedValue({ user: null });
    const opened = jest.fn();
    window.addEventListener('cvb:open-login', opened);
    renderInRemote(<SellPage />, { path: '/sell-used-vehicle' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    window.removeEventListener('cvb:open-login', opened);
  });

  it('walks a seller through four checked steps, shows the upload wait message and the success screen', async () => {
    mockedMe.mockResolvedValue({ user: { id: 7, name: 'Suresh Patil' } });
    let finish: (ad: UsedVehicleAd) => void = () => undefined;
    mockedPost.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup({ delay: null });
    renderInRemote(<SellPage />, { path: '/sell-used-vehicle' });

    expect(await screen.findByRole('heading', { name: 'Vehicle' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Please fill all details')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Vehicle type' }), 'Truck');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Tata Motors');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Model' }), 'Ace Gold');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Variant' }), 'Diesel');
    expect(screen.queryByRole('textbox', { name: 'Brand name' })).not.toBeInTheDocument();
    expect(mockedOptions).toHaveBeenLastCalledWith(
      { vertical: 'truck', brandSlug: 'tata-motors', modelSlug: 'ace-gold' },
      expect.anything(),
    );
    await fillStep(user, { Year: '2020' });
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please select city')).toBeInTheDocument();
    await fillStep(user, {
      'Kilometres driven': '64000',
      RTO: 'MH-12',
      City: 'Pune',
      State: 'Maharashtra',
      'Asking price (₹)': '385000',
      'Vehicle number': 'MH12AB1234',
    });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('ace-gold');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one photo');
    const input = screen.getByLabelText(/Add photos/);
    await user.upload(input, [photo('front.png'), photo('side.webp', 'image/webp'), photo('extra.png')]);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Photo 1', 'Photo 2']);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    await fillStep(user, { Name: 'Su', Email: 'suresh@', 'Mobile number': '98765' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Name should be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please provide a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Mobile number should not be less than 10 digits')).toBeInTheDocument();
    expect(mockedPost).not.toHaveBeenCalled();

    await fillStep(user, { Name: 'resh Patil', Email: 'example.in', 'Mobile number': '43210' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while your images upload…');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    const [ad, photos] = mockedPost.mock.calls[0];
    expect(ad).toMatchObject({
      vertical: 'truck',
      brand: 'Tata Motors',
      brandSlug: 'tata-motors',
      model: 'Ace Gold',
      modelSlug: 'ace-gold',
      variant: 'Diesel',
      variantSlug: 'ace-gold-diesel',
      year: 2020,
      kmsDriven: 64000,
      price: 385000,
      city: 'Pune',
      name: 'Suresh Patil',
      email: 'suresh@example.in',
      mobile: '9876543210',
    });
    expect(photos.map((file) => file.name)).toEqual(['front.png', 'side.webp']);

    await act(async () => finish({ ...(ad as unknown as UsedVehicleAd), id: 1 }));
    const success = await screen.findByRole('heading', { name: 'Your ad is live' });
    expect(success).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My ads' })).toHaveAttribute('href', '/account');
  }, 30_000);

  it('refuses a picked photo of the wrong type or over 8 MB before any upload', async () => {
    mockedMe.mockResolvedValue({ user: { id: 7, name: 'Suresh Patil' } });
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderInRemote(<SellPage />, { path: '/sell-used-vehicle' });
    await screen.findByRole('heading', { name: 'Vehicle' });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Brand' }),
      'Other (not in the list)',
    );
    await fillStep(user, { 'Brand name': 'Tata', 'Model name': 'Ace', Year: '2020' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillStep(user, {
      'Kilometres driven': '1',
      RTO: 'DL-1',
      City: 'Delhi',
      State: 'Delhi',
      'Asking price (₹)': '100000',
      'Vehicle number': 'DL1AB1',
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const input = await screen.findByLabelText(/Add photos/);
    await user.upload(input, photo('notes.jpg', 'text/plain'));
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP photos can be added');
    await user.upload(input, photo('huge.jpg', 'image/jpeg', 8 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Each photo must be 8 MB or smaller');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('speaks Tamil', async () => {
    mockedMe.mockResolvedValue({ user: { id: 7, name: 'Suresh Patil' } });
    renderInRemote(<SellPage />, { path: '/ta-IN/sell-used-vehicle', locale: 'ta' });
    const form = await screen.findByRole('heading', { name: 'வாகனம்' });
    expect(form).toBeInTheDocument();
    expect(within(document.body).getByRole('button', { name: 'அடுத்தது' })).toBeInTheDocument();
  });
});
