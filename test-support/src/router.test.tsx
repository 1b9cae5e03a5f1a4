import { render, screen } from '@testing-library/react';
import { AtPath, shownAddress } from './router';

describe('AtPath', () => {
  it('renders at the path and shows the address with its query', () => {
    render(
      <AtPath path="/schedule?equipe=Les%20Lions">
        <p>page</p>
      </AtPath>,
    );
    const shown = shownAddress(screen.getByRole('status', { name: 'adresse' }).textContent);
    expect([shown.pathname, shown.searchParams.get('equipe')]).toEqual(['/schedule', 'Les Lions']);
  });
});
