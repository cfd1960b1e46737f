/** Words every form shares. */
export const FORM_COPY = {
  /** Beside a submit button whose form is still waiting for the page's code. */
  notReady: 'Getting the form ready…',
  /** In place of the submit button when JavaScript is off. */
  noScript: {
    title: 'This form needs JavaScript to send',
    text: 'JavaScript is turned off in this browser, so this form cannot be sent. You can reach the laboratory directly:',
  },
  /** Under a reference number: where its copy went. */
  emailed: (address: string) => `A copy is on its way to ${address}.`,
} as const;
