import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/**
 * A styled component's styles from the theme, serialised once per theme rather than on
 * every draw: for the parts of the staff inbox drawn again on every key and selection,
 * where serialising their rules each time cost more than the change they show
 * (`npm run bench:inbox`). Use as `styled('ul')(themeStyles((theme) => ({ ... })))`.
 */
export function themeStyles(
  styles: (theme: Theme) => CSSObject,
): (props: { theme: Theme }) => SerializedStyles {
  const serialised = new WeakMap<Theme, SerializedStyles>();
  return ({ theme }) => {
    let cached = serialised.get(theme);
    if (!cached) {
      cached = css(styles(theme));
      serialised.set(theme, cached);
    }
    return cached;
  };
}
