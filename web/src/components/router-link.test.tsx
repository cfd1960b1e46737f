import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { RouterLink } from './router-link';

describe('RouterLink', () => {
  it('navigates inside the app, alone or as the component of an MUI button', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <Routes>
        <Route path="/" element={<RouterLink to="/contact">Contact</RouterLink>} />
        <Route
          path="/contact"
          element={
            <Button component={RouterLink} to="/industries#farmers">
              Farmers
            </Button>
          }
        />
        <Route path="/industries" element={<p>Who we serve</p>} />
      </Routes>,
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await user.click(screen.getByRole('link', { name: 'Contact' }));
    const farmers = screen.getByRole('link', { name: 'Farmers' });
    expect(farmers).toHaveAttribute('href', '/industries#farmers');
    await user.click(farmers);
    expect(screen.getByText('Who we serve')).toBeInTheDocument();
  });

  it('does not compile with a path outside the site route list (checked by tsc -p web)', () => {
    const links = [
      // @ts-expect-error not a page of the site
      <RouterLink key="a" to="/contact-us" />,
      // @ts-expect-error as an MUI component, too
      <Button key="b" component={RouterLink} to="/servics" />,
      // @ts-expect-error a plain string is not known to be a page
      <RouterLink key="c" to={String('/contact')} />,
    ];
    expect(links).toHaveLength(3);
  });
});
