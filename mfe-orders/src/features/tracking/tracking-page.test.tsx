import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { TrackingView } from '@wolvo/shared/contracts';
import { prefetchPublicGet } from '@wolvo/shared/http/fetch';
import { apiFailure, mockFetchApi, pasteInto, renderWithProviders } from '@wolvo/shared/testing';
import { registerOrdersTranslations } from '../../i18n/translations';
import TrackingPage from './tracking-page';
import TrackingRoute from './tracking-route';

registerOrdersTranslations();

const view: TrackingView = {
  company: 'Boutique Amel',
  code: 'WLV101488772',
  stage: 'OUT_FOR_DELIVERY',
  tryNumber: 2,
  steps: [
    { stage: 'CREATED', at: '2026-11-20T08:00:00.000Z' },
    { stage: 'PICKED_UP', at: '2026-11-21T08:00:00.000Z' },
    { stage: 'AT_HUB', at: null },
    { stage: 'OUT_FOR_DELIVERY', at: '2026-11-23T08:00:00.000Z' },
    { stage: 'DELIVERED', at: null },
  ],
  expected: { from: '2026-11-27', to: '2026-11-28' },
  amountDue: 45_500,
  paymentType: 'CACHE',
  canOpen: true,
  fragile: true,
  destination: {
    governorate: 'Sfax',
    delegation: 'Sfax Ville',
    arabic: { governorate: 'صفاقس', delegation: 'صفاقس المدينة' },
  },
  choice: null,
  choiceDays: ['2026-11-28', '2026-11-30', '2026-12-01'],
};

const renderAt = (lang: string, token = 'tok123') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/${lang}/track/${token}`]}>
      <Routes>
        <Route path="/:lang/track/:token" element={<TrackingRoute />} />
      </Routes>
    </MemoryRouter>,
    { language: lang as 'fr' | 'en' | 'ar' },
  );

afterEach(() => jest.restoreAllMocks());

describe('recipient tracking page', () => {
  it('shows a parcel already in (the host asked early) in its first render, without asking again', async () => {
    const { get } = mockFetchApi();
    get.mockResolvedValue(view);
    await prefetchPublicGet('/v1/track/early1');
    renderAt('en', 'early1');
    // No loading state first: the same page as the server's first paint.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your parcel from Boutique Amel' }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('shows the amount, the expected days, the timeline with the try, and the days to choose', async () => {
    const { get } = mockFetchApi();
    get.mockResolvedValue(view);
    renderAt('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your parcel from Boutique Amel' }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/v1/track/tok123', expect.anything());
    expect(screen.getByTestId('tracking-amount')).toHaveTextContent('45.500 DT');
    expect(screen.getByTestId('tracking-amount')).toHaveTextContent('in cash');
    expect(screen.getByText('Fragile')).toBeInTheDocument();
    expect(screen.getByTestId('tracking-expected')).toHaveTextContent(
      'Expected delivery between Friday 27 November and Saturday 28 November',
    );
    expect(
      screen.getByRole('heading', { name: 'Out for delivery · Attempt 2' }),
    ).toBeInTheDocument();
    const steps = within(screen.getByTestId('tracking-timeline')).getAllByRole('listitem');
    expect(steps).toHaveLength(5);
    expect(steps[3]).toHaveAttribute('aria-current', 'step');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/ar/track/tok123',
    );
  });

  it('sends the chosen day and the note, then shows the choice', async () => {
    const api = mockFetchApi();
    api.get.mockResolvedValue(view);
    const post = api.post.mockResolvedValue({
      ...view,
      expected: { from: '2026-11-30', to: '2026-11-30' },
      choice: { kind: 'DAY', day: '2026-11-30', note: 'After 2 pm', at: '2026-11-27T09:00:00Z' },
      choiceDays: [],
    });
    renderAt('en');
    await userEvent.click(await screen.findByRole('radio', { name: 'Monday 30 November' }));
    await pasteInto(screen.getByLabelText('Note for the courier (optional)'), 'After 2 pm');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm this day' }));
    expect(post).toHaveBeenCalledWith('/v1/track/tok123/choice', {
      kind: 'DAY',
      day: '2026-11-30',
      note: 'After 2 pm',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, your choice is saved. You chose delivery on Monday 30 November. You can change your mind tomorrow.',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('asks before a refusal and shows the server refusal translated', async () => {
    const api = mockFetchApi();
    api.get.mockResolvedValue(view);
    const post = api.post.mockRejectedValue(apiFailure(409, 'track.choice.already-made'));
    renderAt('en');
    await userEvent.click(await screen.findByRole('button', { name: 'I refuse this parcel' }));
    expect(post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, I refuse it' }));
    expect(post).toHaveBeenCalledWith('/v1/track/tok123/choice', { kind: 'REFUSE' });
    expect(
      await screen.findByText(
        'You already made a choice for this parcel today. Come back tomorrow to change it.',
      ),
    ).toBeInTheDocument();
  });

  it('names the note when the server refuses it', async () => {
    const api = mockFetchApi();
    api.get.mockResolvedValue(view);
    api.post.mockRejectedValue(apiFailure(400, 'note: track.choice.note-too-long'));
    renderAt('fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmer ce jour' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Message au livreur (facultatif)')).toHaveAccessibleDescription(
        'Le message au livreur ne peut pas dépasser 200 caractères.',
      ),
    );
  });

  it('renders without a router from its props, as the host shows a public page', async () => {
    const { get } = mockFetchApi();
    get.mockResolvedValue(view);
    renderWithProviders(<TrackingPage language="fr" id="tok456" />, { language: 'fr' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre colis de Boutique Amel' }),
    ).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/v1/track/tok456', expect.anything());
    // The language switcher is plain links: a new page load, no router needed.
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/en/track/tok456',
    );
  });

  it('names the destination in Arabic for Arabic readers', async () => {
    const api = mockFetchApi();
    api.get.mockResolvedValue(view);
    renderAt('ar');
    expect(await screen.findByText(/صفاقس المدينة/)).toHaveTextContent('صفاقس');
    expect(screen.queryByText(/Sfax Ville/)).not.toBeInTheDocument();
  });

  it('says so when the link is unknown, in Arabic', async () => {
    mockFetchApi().get.mockRejectedValue(apiFailure(404, 'track.not-found'));
    renderAt('ar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'الطرد غير موجود' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/رابط التتبع هذا غير موجود/)).toBeInTheDocument();
  });
});
