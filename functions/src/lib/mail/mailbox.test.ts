import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox';

describe('the mailbox an address reaches', () => {
  it.each([
    ['victim+0@example.com', 'victim@example.com'],
    ['victim+19@example.com', 'victim@example.com'],
    ['victim+a+b@example.com', 'victim@example.com'],
    [' Victim+Tag@Example.COM ', 'victim@example.com'],
    ['VICTIM@EXAMPLE.COM', 'victim@example.com'],
  ])('folds case and plus tags: %j → %j', (address, mailbox) => {
    expect(mailboxKey(address)).toBe(mailbox);
  });

  it('drops the dots only where the provider ignores them, and folds googlemail into gmail', () => {
    expect(mailboxKey('v.i.c.t.i.m@gmail.com')).toBe('victim@gmail.com');
    expect(mailboxKey('Vic.Tim+news@GoogleMail.com')).toBe('victim@gmail.com');
    expect(mailboxKey('vic.tim@example.com')).toBe('vic.tim@example.com');
    expect(mailboxKey('vic.tim@outlook.com')).toBe('vic.tim@outlook.com');
    // Another domain that merely ends like gmail's is not gmail.
    expect(mailboxKey('vic.tim@notgmail.com')).toBe('vic.tim@notgmail.com');
  });

  it('folds Unicode compatibility forms and writes the domain in its ASCII form', () => {
    // Full-width letters and a full-width plus sign.
    expect(mailboxKey('ｖｉｃｔｉｍ＋１@example.com')).toBe('victim@example.com');
    // Composed and decomposed é are one mailbox; the domain is punycode either way.
    expect(mailboxKey('ren\u00e9@b\u00fccher.de')).toBe(mailboxKey('rene\u0301@bu\u0308cher.de'));
    expect(mailboxKey('rené@BÜCHER.de')).toBe('rené@xn--bcher-kva.de');
    expect(mailboxKey('rené@xn--bcher-kva.de')).toBe('rené@xn--bcher-kva.de');
  });

  it('keeps a plus that is the whole local part, and a trailing dot off the domain', () => {
    expect(mailboxKey('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxKey('victim@example.com.')).toBe('victim@example.com');
  });

  it('tells different mailboxes apart', () => {
    expect(mailboxKey('victim@example.com')).not.toBe(mailboxKey('victim@example.org'));
    expect(mailboxKey('victim1@example.com')).not.toBe(mailboxKey('victim@example.com'));
  });
});
