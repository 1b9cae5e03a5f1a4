import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('names what is missing in its heading and title, and links back', () => {
    render(
      <MemoryRouter>
        <NotFound
          title="Équipe introuvable"
          message="Aucune équipe ne porte le nom « Inconnue » cette saison."
          backTo="/teams"
          backLabel="Voir toutes les équipes"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Équipe introuvable' })).toBeTruthy();
    expect(screen.getByText('Aucune équipe ne porte le nom « Inconnue » cette saison.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir toutes les équipes' }).getAttribute('href')).toBe('/teams');
    expect(document.title).toMatch(/^Équipe introuvable/);
  });
});
