import { afterEach, describe, expect, it } from 'vitest';
import { readEarlyInput } from './early-input';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('readEarlyInput', () => {
  it('reads only the fields that hold something other than their markup', () => {
    document.body.innerHTML = `<form>
      <input name="name" value="">
      <input name="phone" value="780">
      <textarea name="message"></textarea>
      <select name="subject"><option value="general">General</option><option value="pricing">Pricing</option></select>
      <input type="checkbox" name="consent">
    </form><input name="outside">`;
    const field = <T extends Element>(name: string) =>
      document.querySelector(`[name="${name}"]`) as unknown as T;
    field<HTMLInputElement>('name').value = 'Jo';
    field<HTMLTextAreaElement>('message').value = 'Hello';
    field<HTMLSelectElement>('subject').value = 'pricing';
    field<HTMLInputElement>('consent').checked = true;
    field<HTMLInputElement>('outside').value = 'not a form field';

    expect(
      readEarlyInput(['name', 'phone', 'message', 'subject', 'consent', 'outside', 'missing']),
    ).toEqual([
      ['name', 'Jo'],
      ['message', 'Hello'],
      ['subject', 'pricing'],
      ['consent', true],
    ]);
  });

  it('reads nothing when nothing was typed', () => {
    document.body.innerHTML =
      '<form><input name="name" value=""><select name="s"><option value="a">A</option></select></form>';
    expect(readEarlyInput(['name', 's'])).toEqual([]);
  });
});
