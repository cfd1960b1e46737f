/**
 * Name of the hidden field on the public forms. People never see it, so it stays empty;
 * form-filling bots fill it. A filled one is answered like a success and not stored.
 */
export const HONEYPOT_FIELD = 'website';
