import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ListSearchField } from './search-field';

describe('ListSearchField', () => {
  it('is a search box named by its label and hands each new text to the list', () => {
    const texts: string[] = [];
    renderWithProviders(
      <ListSearchField label="Rechercher" value="" onChange={(text) => texts.push(text)} />,
    );
    const box = screen.getByRole('searchbox', { name: 'Rechercher' });
    fireEvent.change(box, { target: { value: '2161' } });
    expect(texts).toEqual(['2161']);
  });
});
