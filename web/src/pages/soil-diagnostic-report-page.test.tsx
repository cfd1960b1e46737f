import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_REPORTS } from '../content/sample-reports';
import { renderWithApp } from '../test/render';
import SoilDiagnosticReportPage from './soil-diagnostic-report-page';

function setup() {
  renderWithApp(<SoilDiagnosticReportPage />, { route: '/soil-diagnostic-report' });
}

describe('Soil diagnostic report page', () => {
  it('has one h1, the page title', () => {
    setup();
    const [h1, ...others] = screen.getAllByRole('heading', { level: 1 });
    expect(others).toHaveLength(0);
    expect(h1).toHaveTextContent('Soil Diagnostic Report');
  });

  it('offers buttons to the contact page and the soil testing service, at the top and the end', () => {
    setup();
    const hero = screen.getByRole('heading', { level: 1 }).closest('section');
    const end = screen.getByRole('region', { name: 'Find Out What Is Holding Your Field Back' });
    for (const area of [hero, end]) {
      if (!area) throw new Error('section not found');
      expect(within(area).getByRole('link', { name: /Order a Diagnostic Report/ })).toHaveAttribute(
        'href',
        '/contact',
      );
      expect(within(area).getByRole('link', { name: /Soil Testing Services/ })).toHaveAttribute(
        'href',
        '/services/soil-testing',
      );
    }
  });

  it('lists what the report covers and its 5 business day turnaround', () => {
    setup();
    for (const group of [
      'Nutrient Balance',
      'pH, Salinity and Sodicity',
      'Organic Matter and Biology',
      'Physical Properties',
      'Interpretation and Recommendations',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/5 business day/).length).toBeGreaterThan(0);
  });

  it('opens the sample soil report in a new tab', () => {
    setup();
    const link = screen.getByRole('link', { name: /View a Sample Soil Report/ });
    expect(link).toHaveAttribute('href', SAMPLE_REPORTS.soil);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
