import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskDealer } from '@cvb/contracts';
import { desk, openDesk, prepareDeskTests } from './desk-test-kit';
import { refusal } from './desk-fixtures';

jest.mock('@cvb/api-client', () =>
  jest.requireActual<typeof import('./desk-api-mock')>('./desk-api-mock').deskApiMock(),
);
const { dealers: list, createDealer: create, updateDealer: update, closeDealer: close } = desk;

prepareDeskTests();

const DEALER: DeskDealer = {
  id: 31,
  vertical: 'truck',
  brandId: 3,
  brandName: 'Tata Motors',
  name: 'Concorde Motors',
  services: 'both',
  address: 'Plot 12, Bhosari MIDC',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411026',
  phone: '020 2712 3456',
  hours: 'Mon–Sat 9:30–18:30',
  closedAt: null,
  version: 1,
};

it('adds a service centre, edits a dealer and closes it', async () => {
  list.mockResolvedValue({ dealers: [DEALER], total: 1, page: 1, pageSize: 50 });
  create.mockResolvedValue({ ...DEALER, id: 32, name: 'Prerana Motors', services: 'service' });
  update.mockResolvedValue({ ...DEALER, phone: '020 2712 9999', version: 2 });
  close.mockResolvedValue({ ...DEALER, closedAt: '2026-11-28T06:00:00.000Z' });
  openDesk('/admin/catalogue/dealers');
  expect(await screen.findByRole('cell', { name: 'Sales and service' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Add a dealer or service centre' }));
  const form = within(screen.getByRole('form', { name: 'Add a dealer or service centre' }));
  await userEvent.selectOptions(await form.findByRole('combobox', { name: 'Brand' }), 'Tata Motors');
  await userEvent.selectOptions(form.getByRole('combobox', { name: 'Kind' }), 'Service');
  await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Prerana Motors');
  await userEvent.type(form.getByRole('textbox', { name: 'Address' }), 'Survey 45, Nashik Road');
  await userEvent.type(form.getByRole('textbox', { name: 'City' }), 'Nashik');
  await userEvent.type(form.getByRole('textbox', { name: 'Pincode' }), '422101');
  await userEvent.type(form.getByRole('textbox', { name: 'Phone' }), '0253 246 7788');
  await userEvent.click(form.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Prerana Motors: Saved.');
  expect(create).toHaveBeenCalledWith(
    {
      brandId: 3,
      name: 'Prerana Motors',
      services: 'service',
      address: 'Survey 45, Nashik Road',
      city: 'Nashik',
      pincode: '422101',
      phone: '0253 246 7788',
      hours: '',
    },
    'en',
  );

  await userEvent.click(screen.getByRole('button', { name: 'Edit Concorde Motors' }));
  const edit = within(screen.getByRole('form', { name: 'Edit Concorde Motors' }));
  const phone = edit.getByRole('textbox', { name: 'Phone' });
  await userEvent.clear(phone);
  await userEvent.type(phone, '020 2712 9999');
  await userEvent.click(edit.getByRole('button', { name: 'Save' }));
  expect(update).toHaveBeenCalledWith(
    31,
    expect.objectContaining({ version: 1, phone: '020 2712 9999' }),
    'en',
  );

  await userEvent.click(await screen.findByRole('button', { name: 'Close Concorde Motors' }));
  expect(close).toHaveBeenCalledWith(31, 1, 'en');
  expect(await screen.findByRole('status')).toHaveTextContent('Concorde Motors: Closed');
});

it('keeps an edit refused by the API and says why', async () => {
  list.mockResolvedValue({ dealers: [DEALER], total: 1, page: 1, pageSize: 50 });
  update.mockRejectedValue(
    refusal(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'pincode: must be 6 digits',
      field: 'pincode',
    }),
  );
  openDesk('/admin/catalogue/dealers');
  await userEvent.click(await screen.findByRole('button', { name: 'Edit Concorde Motors' }));
  const edit = within(screen.getByRole('form', { name: 'Edit Concorde Motors' }));
  const pincode = edit.getByRole('textbox', { name: 'Pincode' });
  await userEvent.clear(pincode);
  await userEvent.type(pincode, '4110');
  await userEvent.click(edit.getByRole('button', { name: 'Save' }));
  expect(await edit.findByRole('alert')).toHaveTextContent('pincode: must be 6 digits');
  expect(pincode).toHaveValue('4110');
});

it('says when no dealer matches', async () => {
  list.mockResolvedValue({ dealers: [], total: 0, page: 1, pageSize: 50 });
  openDesk('/admin/catalogue/dealers');
  expect(await screen.findByText('No dealer matches.')).toBeInTheDocument();
});
