/** Words every form shares. */
export const FORM_COPY = {
  /** Beside a submit button whose form is still waiting for the page's code. */
  notReady: 'Getting the form ready…',
} as const;
