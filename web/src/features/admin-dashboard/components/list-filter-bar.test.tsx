import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordFilter } from '@lab/shared/schemas/admin';
import { renderWithApp } from '../../../test/render';
import { ListFilterBar } from './list-filter-bar';

/*
 * The day filter in laboratory days (issue 30). The tests run in UTC: at 22:00 on
 * Wednesday 2026-07-15 in Edmonton it is already Thursday in UTC.
 */
const WEDNESDAY_10PM = Date.parse('2026-07-16T04:00:00.000Z');

function renderBar(filter: RecordFilter = { status: 'open' }) {
  const onChange = vi.fn();
  renderWithApp(
    <ListFilterBar
      title="Resource Requests"
      filter={filter}
      onChange={onChange}
      now={() => WEDNESDAY_10PM}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

describe('the day filter', () => {
  it('says its days are the laboratory’s', () => {
    renderBar();
    expect(screen.getByText("Days are the laboratory's days, in Edmonton time.")).toBeVisible();
    expect(screen.queryByText(/UTC/)).not.toBeInTheDocument();
  });

  it('"Today" picks the laboratory’s today, keeping the status', async () => {
    const { onChange, user } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenLastCalledWith({
      status: 'open',
      from: '2026-07-15',
      to: '2026-07-15',
    });
    expect(screen.getByLabelText('Received from')).toHaveValue('2026-07-15');
    expect(screen.getByLabelText('Received to')).toHaveValue('2026-07-15');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'This week' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('"This week" runs from Monday to today', async () => {
    const { onChange, user } = renderBar({ status: 'all' });
    await user.click(screen.getByRole('button', { name: 'This week' }));
    expect(onChange).toHaveBeenLastCalledWith({
      status: 'all',
      from: '2026-07-13',
      to: '2026-07-15',
    });
  });
});

describe('the assignee toggles', () => {
  it('"Assigned to me" narrows to my records, keeping the status and dates', async () => {
    const { onChange, user } = renderBar({ status: 'open', from: '2026-07-01', to: '2026-07-15' });
    await user.click(screen.getByRole('button', { name: 'Assigned to me' }));
    expect(onChange).toHaveBeenLastCalledWith({
      status: 'open',
      from: '2026-07-01',
      to: '2026-07-15',
      assignee: 'me',
    });
  });

  it('shows which is on, and turns it off when it is pressed again', async () => {
    const { onChange, user } = renderBar({ status: 'all', assignee: 'none' });
    const unassigned = screen.getByRole('button', { name: 'Unassigned' });
    expect(unassigned).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Assigned to me' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(unassigned);
    expect(onChange).toHaveBeenLastCalledWith({ status: 'all' });
  });

  it('keeps the assignee when the status changes, and Clear filters drops it', async () => {
    const { onChange, user } = renderBar({ status: 'all', assignee: 'me' });
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Done');
    expect(onChange).toHaveBeenLastCalledWith({ status: 'done', assignee: 'me' });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({ status: 'all' });
  });
});
