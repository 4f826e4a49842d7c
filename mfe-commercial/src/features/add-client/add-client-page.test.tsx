import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AddClientResult } from '@wolvo/shared/contracts';
import { addTranslations } from '@wolvo/shared/i18n';
import {
  callsOf,
  makeAxiosError,
  mockApi,
  renderWithProviders,
  STAFF_ADMIN_USER,
} from '@wolvo/shared/testing';
import { session } from '@wolvo/shared/session';
import { NAMESPACE, translations } from '../../i18n/translations';
import AddClientPage from './add-client-page';

addTranslations(NAMESPACE, translations);

const ADDED: AddClientResult = {
  message: 'client.added',
  client: {
    id: 7,
    userId: 40,
    fullname: 'Sana Ben Salem',
    username: 'sana',
    email: 'sana@boutique.tn',
    avatar: null,
    companies: ['Sana Mode'],
    phone1: '22333444',
    delegation: 'Sfax',
    city: 'Sfax Ville',
    confirmed: false,
    active: true,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  username: 'sana',
  password: 'Xk7#mPq2$wRt9@Lz',
  apiKey: 'wlv_abcdefghijklmnopqrstuvwxyz0123456789ABCD',
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const fill = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

async function pick(name: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value: option } });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fillValid() {
  fill(/^Full name/, 'Sana Ben Salem');
  fill(/^Email/, 'sana@boutique.tn');
  const companies = screen.getByRole('combobox', { name: /^Companies/ });
  fireEvent.change(companies, { target: { value: 'Sana Mode' } });
  fireEvent.keyDown(companies, { key: 'Enter' });
  await pick(/^Governorate/, 'Sfax');
  await pick(/^Delegation/, 'Sfax Ville');
  fill(/^Address/, '12 Rue Habib Maazoun');
  fill(/^Phone( \*)?$/, '22 333 444');
  fill(/^Delivery \(DT\)/, '6,5');
  fill(/^Refund \(%\)/, '50');
  fill(/^RIB/, '10006035183598478831');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Thursday' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }));
}

const render = () =>
  renderWithProviders(
    <MemoryRouter>
      <AddClientPage />
    </MemoryRouter>,
  );

/** The partners (none) and the POST's answer: `added`, or the failure thrown. */
const api = (added: () => unknown) =>
  mockApi(({ method }) => (method === 'GET' ? { companies: [] } : added()));
/** The multipart bodies the page posted. */
const posted = (spy: ReturnType<typeof mockApi>) =>
  callsOf(spy)
    .filter((c) => c.method === 'POST')
    .map((c) => ({ url: c.url, form: c.data as FormData }));

beforeEach(() => session.save('token', STAFF_ADMIN_USER));
afterEach(() => {
  session.clear();
  jest.restoreAllMocks();
});

it('sends nothing while a required field is empty, and names each one', async () => {
  const spy = api(() => ADDED);
  render();
  fireEvent.click(screen.getByRole('button', { name: 'Add the client' }));
  expect(await screen.findByText('Fix the marked fields.')).toBeInTheDocument();
  expect(screen.getAllByText("Field can't be empty!").length).toBeGreaterThanOrEqual(7);
  expect(posted(spy)).toEqual([]);
}, 60_000);

it("checks the server's client rules before sending: a short phone, a company twice", async () => {
  const spy = api(() => ADDED);
  render();
  await fillValid();
  fill(/^Phone( \*)?$/, '22 333');
  // The same company again, in other letters: only the API refused it before it was sent.
  const companies = screen.getByRole('combobox', { name: /^Companies/ });
  fireEvent.change(companies, { target: { value: 'SANA MODE' } });
  fireEvent.keyDown(companies, { key: 'Enter' });
  fireEvent.click(screen.getByRole('button', { name: 'Add the client' }));
  expect(await screen.findByText('The phone number must have 8 digits!')).toBeInTheDocument();
  expect(field(/^Phone( \*)?$/)).toHaveAttribute('aria-invalid', 'true');
  expect(companies).toHaveAccessibleDescription('Each company needs a different name!');
  expect(posted(spy)).toEqual([]);
}, 60_000);

it('sends money in millimes and percentages in basis points, then shows the credentials once', async () => {
  const spy = api(() => ADDED);
  render();
  await fillValid();
  fireEvent.click(screen.getByRole('button', { name: 'Add the client' }));
  const dialog = await screen.findByRole('dialog', { name: 'Credentials of Sana Ben Salem' });
  // The multipart form: text fields, lists comma-joined, none left out; no file picked.
  const [{ url, form }] = posted(spy) as [{ url: string; form: FormData }];
  expect(url).toBe('/v1/client/add');
  expect(Object.fromEntries(form.entries())).toEqual(
    expect.objectContaining({
      fullname: 'Sana Ben Salem',
      companies: 'Sana Mode',
      delegation: 'Sfax',
      city: 'Sfax Ville',
      // Normalised by the shared phone rule before it is sent.
      phone1: '22333444',
      deliveryCost: '6500',
      returnCost: '4000',
      exchangeCost: '8000',
      insuranceBp: '0',
      refundBp: '5000',
      rib: '10006035183598478831',
      paymentDays: 'MONDAY,THURSDAY',
      paymentType: 'CACHE',
    }),
  );
  expect(form.has('phone2')).toBe(false);
  expect(form.getAll('newPaymentDocuments')).toEqual([]);
  expect(within(dialog).getByLabelText('Password')).toHaveValue('Xk7#mPq2$wRt9@Lz');
  expect(within(dialog).getByLabelText('API key')).toHaveValue(ADDED.apiKey);
  fireEvent.click(within(dialog).getByRole('button', { name: 'I have passed the credentials on' }));
  await waitFor(() => expect(screen.queryByDisplayValue('Xk7#mPq2$wRt9@Lz')).toBeNull());
}, 60_000);

it("shows the server's problems under their fields, translated", async () => {
  api(() => {
    throw makeAxiosError({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: ['rib: rib.invalid', 'refundBp: percent.invalid'],
      },
    });
  });
  render();
  await fillValid();
  fireEvent.click(screen.getByRole('button', { name: 'Add the client' }));
  expect(
    await screen.findByText('Invalid RIB: 20 digits including the check key!'),
  ).toBeInTheDocument();
  expect(field(/^RIB/)).toHaveAttribute('aria-invalid', 'true');
  expect(field(/^Refund/)).toHaveAttribute('aria-invalid', 'true');
}, 60_000);

it('sends the dropped documents with the form, and shows the server refusing one', async () => {
  const spy = api(() => {
    throw makeAxiosError({
      status: 400,
      data: {
        statusCode: 400,
        error: 'Bad Request',
        message: ['newPaymentDocuments: document.type-invalid'],
      },
    });
  });
  render();
  await fillValid();
  const rib = new File(['%PDF-1.4'], 'rib.pdf', { type: 'application/pdf' });
  const scan = new File(['not an image'], 'scan.png', { type: 'image/png' });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
  fireEvent.change(screen.getByLabelText(/Drop files here/), { target: { files: [rib, scan] } });
  expect(screen.getByText('New documents (2/5)')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Add the client' }));
  expect(await screen.findByText('Only PDF, PNG or JPEG files are accepted!')).toBeInTheDocument();
  const { form } = posted(spy)[0]!;
  expect((form.getAll('newPaymentDocuments') as File[]).map((f) => f.name)).toEqual([
    'rib.pdf',
    'scan.png',
  ]);
}, 60_000);
