import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { addTranslations } from '@wolvo/shared/i18n';
import { apiFailure, mockFetchApi, pasteInto, renderWithProviders } from '@wolvo/shared/testing';
import { NAMESPACE, translations } from '../../i18n/translations';
import RouletteRoute from './roulette-route';

addTranslations(NAMESPACE, translations);

const preview = {
  name: 'Roue du Ramadan',
  items: [
    { id: 11, title: 'Remise 10 %' },
    { id: 12, title: 'Livraison gratuite' },
  ],
};

const renderAt = (lang = 'en') =>
  renderWithProviders(
    <MemoryRouter initialEntries={[`/${lang}/roulette/linkABCDEFGH1234`]}>
      <Routes>
        <Route path="/:lang/roulette/:id" element={<RouletteRoute />} />
      </Routes>
    </MemoryRouter>,
    { language: lang as 'en' | 'fr' | 'ar' },
  );

beforeEach(() => {
  // No animation in the test: the wheel stops at once, as for people who ask for reduced motion.
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => jest.restoreAllMocks());

describe('roulette page', () => {
  it('says why a link cannot be played', async () => {
    mockFetchApi().get.mockResolvedValue({ valid: false, reason: 'USED' });
    renderAt();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot be played' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This link has already been played: each link plays once.'),
    ).toBeInTheDocument();
  });

  it('spins to the server prize, then takes the details, showing the server refusals by field', async () => {
    const api = mockFetchApi();
    api.get.mockImplementation(async (url: string) =>
      url.includes('verify-url') ? { valid: true, reason: null } : preview,
    );
    const post = api.post
      .mockResolvedValueOnce({ item: { id: 12, title: 'Livraison gratuite', value: 'FREE' } })
      .mockRejectedValueOnce(apiFailure(400, ['phone: phone.invalid']))
      .mockResolvedValueOnce(null);
    renderAt();
    expect(
      await screen.findByRole('img', { name: /Remise 10 %, Livraison gratuite/ }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spin the wheel' }));
    expect(post.mock.calls[0]![0]).toBe('/v1/fortune-wheel/play');
    expect(post.mock.calls[0]![1]).toMatchObject({ urlId: 'linkABCDEFGH1234' });
    expect(await screen.findByTestId('roulette-won')).toHaveTextContent(
      'You won: Livraison gratuite',
    );
    // The form is its own chunk, loaded when the spin starts.
    await pasteInto(await screen.findByLabelText('Full name'), 'Amel Ben Ali');
    await pasteInto(screen.getByLabelText('Phone'), '1234');
    await userEvent.selectOptions(screen.getByLabelText('Governorate'), 'Sfax');
    await userEvent.selectOptions(screen.getByLabelText('Delegation'), 'Sakiet Ezzit');
    await pasteInto(screen.getByLabelText('Address'), '12 Rue des Oliviers');
    await userEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByLabelText('Phone')).toHaveAccessibleDescription(
      'The phone number must have 8 digits!',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(post.mock.calls[2]).toEqual([
      '/v1/fortune-wheel/save',
      {
        urlId: 'linkABCDEFGH1234',
        fullname: 'Amel Ben Ali',
        phone: '1234',
        governorate: 'Sfax',
        delegation: 'Sakiet Ezzit',
        address: '12 Rue des Oliviers',
      },
    ]);
    expect(await screen.findByTestId('roulette-saved')).toBeInTheDocument();
  });

  it('announces the consolation segment as no win and asks for no address', async () => {
    const api = mockFetchApi();
    api.get.mockImplementation(async (url: string) =>
      url.includes('verify-url') ? { valid: true, reason: null } : preview,
    );
    api.post.mockResolvedValueOnce({ item: { id: 11, title: 'Perdu', value: 'NONE' } });
    renderAt('fr');
    await userEvent.click(await screen.findByRole('button', { name: 'Tourner la roue' }));
    expect(await screen.findByTestId('roulette-no-prize')).toHaveTextContent(
      'Pas de chance cette fois : Perdu',
    );
    expect(screen.queryByTestId('roulette-won')).toBeNull();
    expect(screen.queryByText(/Vous avez gagné/)).toBeNull();
    expect(screen.queryByLabelText('Adresse')).toBeNull();
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('shows the used page when the play is refused', async () => {
    const api = mockFetchApi();
    api.get.mockImplementation(async (url: string) =>
      url.includes('verify-url') ? { valid: true, reason: null } : preview,
    );
    api.post.mockRejectedValue(apiFailure(409, 'roulette.url.used'));
    renderAt('ar');
    await userEvent.click(await screen.findByRole('button', { name: 'أدِر العجلة' }));
    expect(await screen.findByTestId('roulette-invalid')).toHaveTextContent(
      'تم لعب هذا الرابط بالفعل',
    );
  });
});
