/*
 * A form's submit button works from the page's first paint, before the form's code has
 * loaded (seconds on a phone with a weak signal). A tap on it then is kept, not lost: a
 * script in the page's head, which runs before anything is drawn, marks the form as
 * waiting, and the form sends (or shows what is missing) the moment it goes live. The
 * form's element carries `method="dialog"`, so the browser's own submission never leaves
 * the page whatever happens (outside a dialog, such a submission does nothing): without
 * JavaScript, an Enter in a field cannot put what was typed into an address.
 */

/** How a form tells the head script and the island script where it stands. */
export const EARLY_SUBMIT = {
  /** On every form made with `ServerForm`. */
  form: 'data-server-form',
  /** Set once the form's code runs: submissions are the form's own from then on. */
  live: 'data-form-live',
  /** Set by the head script on a form submitted before it was live. */
  pending: 'data-submit-pending',
} as const;

/** Elements hidden when scripting is off (the page's head says so in a `noscript` style). */
export const NEEDS_SCRIPT = 'data-needs-script';

/**
 * The head script's text. Written out, not compiled: it is inlined into every page and
 * allowed by its hash in the Content-Security-Policy. It listens on the window, on the
 * way down, so it sees a submission before anything else can.
 */
export const EARLY_SUBMIT_SCRIPT =
  `window.addEventListener('submit',function(e){var f=e.target;` +
  `if(f instanceof HTMLFormElement&&f.matches('[${EARLY_SUBMIT.form}]:not([${EARLY_SUBMIT.live}])')){` +
  `e.preventDefault();f.setAttribute('${EARLY_SUBMIT.pending}','')}},true)`;

/** The style that hides `NEEDS_SCRIPT` elements when scripting is off (inside `noscript`). */
export const NO_SCRIPT_STYLE = `[${NEEDS_SCRIPT}]{display:none!important}`;

/** Whether a submission is waiting under `root` (a tap on Send before the form was live). */
export function submitPending(root: ParentNode): boolean {
  return root.querySelector(`[${EARLY_SUBMIT.pending}]`) !== null;
}

/**
 * Marks `form` live and answers a submission that was waiting for it, once, after the
 * current task: unless `submitted()` says the form's own handler already took one (React
 * hydrating on the very event that was marked waiting). Returns the cleanup.
 */
export function goLive(form: HTMLFormElement, submitted: () => boolean): () => void {
  form.setAttribute(EARLY_SUBMIT.live, '');
  if (!form.hasAttribute(EARLY_SUBMIT.pending)) return () => undefined;
  const timer = setTimeout(() => {
    form.removeAttribute(EARLY_SUBMIT.pending);
    if (!submitted()) form.requestSubmit();
  }, 0);
  return () => clearTimeout(timer);
}

/**
 * What every pre-rendered page's head carries for its forms: the head script, and the
 * style that hides what needs scripting when it is off.
 */
export function formHeadTags(): string {
  return `<script>${EARLY_SUBMIT_SCRIPT}</script><noscript><style>${NO_SCRIPT_STYLE}</style></noscript>`;
}
