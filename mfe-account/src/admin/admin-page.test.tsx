import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@cvb/router';
import {
  fetchAccountMe,
  fetchAdminLeads,
  fetchAdminNews,
  fetchAdminNewsArticle,
  fetchLeadImports,
  saveNewsLocalization,
  updateNewsArticle,
  uploadLeadSheet,
} from '@cvb/api-client';
import type { AccountUser, AdminNewsDetail, LeadImportResult } from '@cvb/contracts';
import { missingTranslations } from '@cvb/i18n';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { AdminPage } from './admin-page';
import { adminTexts } from './admin-texts';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchAccountMe: jest.fn(),
  fetchAdminNews: jest.fn(),
  fetchAdminNewsArticle: jest.fn(),
  updateNewsArticle: jest.fn(),
  saveNewsLocalization: jest.fn(),
  fetchAdminLeads: jest.fn(),
  fetchLeadImports: jest.fn(),
  uploadLeadSheet: jest.fn(),
}));
const me = jest.mocked(fetchAccountMe);
const news = jest.mocked(fetchAdminNews);
const article = jest.mocked(fetchAdminNewsArticle);
const update = jest.mocked(updateNewsArticle);
const localize = jest.mocked(saveNewsLocalization);
const leads = jest.mocked(fetchAdminLeads);
const imports = jest.mocked(fetchLeadImports);
const upload = jest.mocked(uploadLeadSheet);

const user = (role: AccountUser['role']): AccountUser => ({
  id: 3,
  name: 'Kavita Rao',
  email: 'kavita@example.in',
  mobile: '9845012345',
  role,
});

const ARTICLE: AdminNewsDetail = {
  id: 5,
  slug: 'tata-ace-gold-cng',
  locale: 'en',
  title: 'Tata Ace Gold CNG launched',
  summary: 'A CNG version of the small truck.',
  body: 'Tata Motors has launched the Ace Gold CNG.',
  category: 'launches',
  published: true,
  publishedAt: '2025-05-20T04:30:00.000Z',
  image: null,
  localizations: [{ id: 5, locale: 'en', title: 'Tata Ace Gold CNG launched', published: true }],
};

function renderAdmin(path: string) {
  return renderInRemote(
    <Routes>
      <Route path="/admin/*" element={<AdminPage />} />
    </Routes>,
    { path },
  );
}

describe('AdminPage', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    imports.mockResolvedValue({ imports: [] });
  });

  it('has every text in six languages', () => {
    expect(missingTranslations(adminTexts)).toEqual({});
  });

  it('opens the login modal for a visitor, and again from the button', async () => {
    me.mockResolvedValueOnce({ user: null });
    const opened = jest.fn();
    window.addEventListener('cvb:open-login', opened);
    renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    expect(opened).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(opened).toHaveBeenCalledTimes(2);
    window.removeEventListener('cvb:open-login', opened);
  });

  it('shows the not-found page, not the login, for an admin path the desk has no page for', async () => {
    me.mockResolvedValue({ user: null });
    const opened = jest.fn();
    window.addEventListener('cvb:open-login', opened);
    renderAdmin('/admin/no-such-desk');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Sorry, We cant find the page you are looking for!',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Please log in' })).not.toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();
    expect(me).not.toHaveBeenCalled();
    window.removeEventListener('cvb:open-login', opened);
  });

  it('refuses a signed-in user without the editor role', async () => {
    me.mockResolvedValueOnce({ user: user('user') });
    renderAdmin('/admin/news');
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(news).not.toHaveBeenCalled();
  });

  it('lists news for an editor, newest first as the API answers, and searches by title in one language', async () => {
    me.mockResolvedValueOnce({ user: user('editor') });
    news.mockResolvedValue({
      items: [ARTICLE, { ...ARTICLE, id: 9, title: 'Draft story', published: false }],
      total: 2,
    });
    renderAdmin('/admin');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Tata Ace Gold CNG launched' })).toHaveAttribute(
      'href',
      '/admin/news/5',
    );
    expect(within(rows[2]).getByText('Draft')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'ace');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'हिन्दी');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(news).toHaveBeenLastCalledWith(
      { search: 'ace', locale: 'hi', _start: 0, _limit: 20 },
      expect.anything(),
    );
  });

  it('says so when no article matches', async () => {
    me.mockResolvedValueOnce({ user: user('admin') });
    news.mockResolvedValue({ items: [], total: 0 });
    renderAdmin('/admin/news');
    expect(await screen.findByText('No articles match.')).toBeInTheDocument();
  });

  it('edits an article (withdrawing it from the site), then adds its Hindi translation', async () => {
    me.mockResolvedValueOnce({ user: user('editor') });
    article.mockResolvedValue(ARTICLE);
    update.mockResolvedValueOnce({ ...ARTICLE, title: 'Tata Ace Gold CNG: bigger tank' });
    localize.mockResolvedValueOnce({ ...ARTICLE, id: 41, locale: 'hi', title: 'टाटा एस गोल्ड सीएनजी' });
    renderAdmin('/admin/news/5');

    const editor = within(await screen.findByRole('region', { name: 'Edit article' }));
    const title = editor.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Tata Ace Gold CNG: bigger tank');
    await userEvent.click(editor.getByRole('checkbox', { name: 'Published on the site' }));
    await userEvent.click(editor.getByRole('button', { name: 'Save article' }));
    expect(await editor.findByRole('status')).toHaveTextContent('Article saved');
    expect(update).toHaveBeenCalledWith(5, {
      title: 'Tata Ace Gold CNG: bigger tank',
      summary: ARTICLE.summary,
      body: ARTICLE.body,
      category: 'launches',
      published: false,
    });

    const translation = within(screen.getByRole('form', { name: 'Add or edit a translation' }));
    expect(translation.getByRole('combobox', { name: 'Language' })).toHaveValue('hi');
    await userEvent.type(translation.getByRole('textbox', { name: 'Title' }), 'टाटा एस गोल्ड सीएनजी');
    await userEvent.type(translation.getByRole('textbox', { name: 'Summary' }), 'छोटा ट्रक अब सीएनजी में');
    await userEvent.type(
      translation.getByRole('textbox', { name: 'Body' }),
      'टाटा मोटर्स ने एस गोल्ड सीएनजी उतारा।',
    );
    await userEvent.click(translation.getByRole('button', { name: 'Save translation' }));
    expect(await translation.findByRole('status')).toHaveTextContent('Translation saved');
    expect(localize).toHaveBeenCalledWith(5, {
      locale: 'hi',
      title: 'टाटा एस गोल्ड सीएनजी',
      summary: 'छोटा ट्रक अब सीएनजी में',
      body: 'टाटा मोटर्स ने एस गोल्ड सीएनजी उतारा।',
    });
    expect(translation.getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/admin/news/41');
  });

  it("shows the API's refusal of an edit", async () => {
    me.mockResolvedValueOnce({ user: user('editor') });
    article.mockResolvedValue(ARTICLE);
    const { AxiosError } = jest.requireActual<typeof import('axios')>('axios');
    update.mockRejectedValueOnce(
      new AxiosError('400', 'ERR_BAD_REQUEST', undefined, undefined, {
        status: 400,
        data: { statusCode: 400, error: 'Bad Request', message: 'title: is required' },
      } as never),
    );
    renderAdmin('/admin/news/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Save article' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('title: is required');
  });

  it('filters leads and offers the same filters as a CSV download', async () => {
    me.mockResolvedValueOnce({ user: user('editor') });
    leads.mockResolvedValue({
      items: [
        {
          id: 12,
          kind: 'quote',
          name: 'Ramesh Yadav',
          mobile: '9811122233',
          email: null,
          pincode: null,
          city: 'Lucknow',
          state: 'Uttar Pradesh',
          vertical: 'truck',
          brandSlug: 'tata-motors',
          modelSlug: 'ace-gold',
          variantSlug: null,
          timeline: null,
          source: '/trucks/tata-motors/ace-gold',
          createdAt: '2025-05-10T03:30:00.000Z',
        },
      ],
      total: 1,
    });
    renderAdmin('/admin/leads');
    expect(await screen.findByRole('link', { name: 'Ramesh Yadav' })).toHaveAttribute(
      'href',
      '/admin/leads/12',
    );
    expect(screen.getByRole('cell', { name: 'Trucks · tata-motors · ace-gold' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Vehicle type' }), 'Trucks');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Lucknow');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(leads).toHaveBeenLastCalledWith(
      expect.objectContaining({ vertical: 'truck', city: 'Lucknow', _start: 0, _limit: 25 }),
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/leads/export?vertical=truck&city=Lucknow',
    );
  });

  it('checks a lead sheet, shows each row’s problems, then imports the new rows', async () => {
    me.mockResolvedValueOnce({ user: user('admin') });
    const preview: LeadImportResult = {
      fileName: 'may.csv',
      committed: false,
      counts: { rows: 2, valid: 1, invalid: 1, duplicate: 0, imported: 0 },
      rows: [
        {
          line: 2,
          name: 'Sanjay Kumar',
          mobile: '9811022334',
          vertical: 'truck',
          brand: 'Tata Motors',
          model: 'Ace Gold',
          date: '2025-05-15',
          status: 'new',
          errors: [],
        },
        {
          line: 3,
          name: 'Al',
          mobile: '12345',
          vertical: '',
          brand: '',
          model: '',
          date: '',
          status: 'invalid',
          errors: [{ field: 'mobile', message: 'Mobile number should not be less than 10 digits' }],
        },
      ],
    };
    upload.mockResolvedValueOnce(preview);
    upload.mockResolvedValueOnce({
      ...preview,
      committed: true,
      counts: { ...preview.counts, imported: 1 },
      rows: [{ ...preview.rows[0], status: 'imported' }, preview.rows[1]],
    });
    renderAdmin('/admin/import');
    expect(await screen.findByText('No sheet has been imported yet.')).toBeInTheDocument();

    const csv = 'name,mobile\nSanjay Kumar,9811022334\nAl,12345\n';
    await userEvent.upload(
      screen.getByLabelText('Sheet file (CSV or XLSX)'),
      new File([csv], 'may.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check sheet' }));
    expect(await screen.findByText('2 rows: 1 valid, 1 with errors, 0 already imported')).toBeInTheDocument();
    expect(screen.getByText('mobile: Mobile number should not be less than 10 digits')).toBeInTheDocument();
    expect(upload).toHaveBeenLastCalledWith({
      fileName: 'may.csv',
      contentBase64: Buffer.from(csv).toString('base64'),
      commit: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Import 1 new rows' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported 1 rows; 0 were already there and 1 had errors.',
    );
    expect(upload).toHaveBeenLastCalledWith(expect.objectContaining({ commit: true }));
    expect(imports).toHaveBeenCalledTimes(2);
  });
});
