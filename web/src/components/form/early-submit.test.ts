import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_SUBMIT, EARLY_SUBMIT_SCRIPT, goLive, submitPending } from './early-submit';

/** The head script's listener, installed as the page's head installs it. */
let removeScript: () => void;
beforeEach(() => {
  const listen = vi.spyOn(window, 'addEventListener');
  new Function(EARLY_SUBMIT_SCRIPT)();
  const [type, listener, capture] = listen.mock.calls.at(-1)!;
  listen.mockRestore();
  removeScript = () => window.removeEventListener(type, listener, capture);
});
afterEach(() => {
  removeScript();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function makeForm(attributes: string[]): HTMLFormElement {
  const form = document.createElement('form');
  for (const name of attributes) form.setAttribute(name, '');
  document.body.appendChild(form);
  return form;
}

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('the head script', () => {
  it('keeps a submission of a form that is not live yet', () => {
    const form = makeForm([EARLY_SUBMIT.form]);
    expect(submit(form).defaultPrevented).toBe(true);
    expect(submitPending(document.body)).toBe(true);
  });

  it('leaves a live form, and any other form, to their own handlers', () => {
    const live = makeForm([EARLY_SUBMIT.form, EARLY_SUBMIT.live]);
    const other = makeForm([]);
    expect(submit(live).defaultPrevented).toBe(false);
    expect(submit(other).defaultPrevented).toBe(false);
    expect(submitPending(document.body)).toBe(false);
  });
});

describe('goLive', () => {
  it('marks the form live and answers a waiting submission once, after the current task', () => {
    vi.useFakeTimers();
    const form = makeForm([EARLY_SUBMIT.form, EARLY_SUBMIT.pending]);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    goLive(form, () => false);
    expect(form).toHaveAttribute(EARLY_SUBMIT.live);
    expect(requestSubmit).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(form).not.toHaveAttribute(EARLY_SUBMIT.pending);
  });

  it('does not submit again what the form already took (hydrated on that very event)', () => {
    vi.useFakeTimers();
    const form = makeForm([EARLY_SUBMIT.form, EARLY_SUBMIT.pending]);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    goLive(form, () => true);
    vi.runAllTimers();
    expect(requestSubmit).not.toHaveBeenCalled();
  });

  it('submits nothing when nothing was waiting', () => {
    vi.useFakeTimers();
    const form = makeForm([EARLY_SUBMIT.form]);
    const requestSubmit = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    goLive(form, () => false);
    vi.runAllTimers();
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(form).toHaveAttribute(EARLY_SUBMIT.live);
  });
});
