import Button from '@mui/material/Button';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RouterLink } from './router-link';

describe('RouterLink', () => {
  it('is a plain link to the page, alone or as the component of an MUI button', () => {
    render(
      <>
        <RouterLink to="/contact">Contact</RouterLink>
        <Button component={RouterLink} to="/industries#farmers">
          Farmers
        </Button>
      </>,
    );
    // Every page is a document of its own: a link works before and without any script.
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    const farmers = screen.getByRole('link', { name: 'Farmers' });
    expect(farmers).toHaveAttribute('href', '/industries#farmers');
    expect(farmers).toHaveClass('MuiButton-root');
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
