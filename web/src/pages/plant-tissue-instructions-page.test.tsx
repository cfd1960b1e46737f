import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import PlantTissueInstructionsPage from './plant-tissue-instructions-page';

function setup() {
  renderWithApp(<PlantTissueInstructionsPage />, { route: '/sampling/plant-tissue-instructions' });
}

const listed = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('/sampling/plant-tissue-instructions', () => {
  it('is headed Plant Tissue Sampling Instructions and gives the general figures', () => {
    setup();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(/^Plant Tissue Sampling Instructions$/);
    expect(document.body).toHaveTextContent(/20-30 plants/);
    expect(document.body).toHaveTextContent(/within 24 hours/i);
  });

  it('has a card per crop with a View {crop} Instructions link to its guide', () => {
    setup();
    const crops = ['Potato', 'Alfalfa', 'Cereal', 'Corn', 'Peas'];
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(crops);
    for (const [index, crop] of crops.entries()) {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('link', { name: `View ${crop} Instructions` })).toHaveAttribute(
        'href',
        `/sampling/${crop.toLowerCase()}-instructions`,
      );
    }
  });

  it('lists the best practices and sample handling guidelines', () => {
    setup();
    expect(listed('Best practices')).toEqual([
      'Sample at consistent growth stages',
      'Avoid sampling right after rain or irrigation',
      'Collect early morning when plants are hydrated',
      'Use paper bags, never plastic',
    ]);
    expect(listed('Sample handling')).toEqual([
      'Label with field name, crop and date',
      'Ship same day or refrigerate if delayed',
      'Include the completed submission form with contact details',
      'Never freeze, refrigerate only if needed',
    ]);
  });
});
