import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolation } from '../../../test/axe';
import { renderWithApp } from '../../../test/render';
import { DashboardTabs } from './dashboard-tabs';

const TABS = [
  { value: 'overview', label: 'Overview' },
  { value: 'contact', label: 'Contact Submissions (30)' },
  { value: 'activity', label: 'Activity' },
] as const;

function Harness() {
  const [value, setValue] = useState<(typeof TABS)[number]['value']>('overview');
  return (
    <>
      <DashboardTabs label="Dashboard sections" tabs={TABS} value={value} onChange={setValue} />
      <div role="tabpanel" id={`panel-${value}`} aria-labelledby={`tab-${value}`}>
        {value}
      </div>
    </>
  );
}

describe('the dashboard tabs', () => {
  it('are one tab stop, the shown tab, controlling its panel', async () => {
    renderWithApp(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Dashboard sections' });
    const overview = screen.getByRole('tab', { name: 'Overview' });
    expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(overview).toHaveAttribute('tabindex', '0');
    expect(overview).toHaveAttribute('aria-controls', 'panel-overview');
    for (const name of ['Contact Submissions (30)', 'Activity']) {
      expect(screen.getByRole('tab', { name })).toHaveAttribute('tabindex', '-1');
    }
    expect(list.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    await expectNoAxeViolation();
  });

  it('move the focus with the arrows, Home and End, and show a tab on Enter alone', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    const contact = screen.getByRole('tab', { name: 'Contact Submissions (30)' });
    expect(contact).toHaveFocus();
    // Moving shows nothing: the list may need fetching, so only Enter, Space or a tap shows it.
    expect(contact).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('overview');
    await user.keyboard('{Enter}');
    expect(contact).toHaveAttribute('aria-selected', 'true');
    expect(contact).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel', { name: 'Contact Submissions (30)' })).toHaveTextContent(
      'contact',
    );
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveFocus();
  });

  it('show a tab on a click', async () => {
    const user = userEvent.setup();
    renderWithApp(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'false');
  });
});
