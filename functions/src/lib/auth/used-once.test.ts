import { describe, expect, it } from 'vitest';
import { usedCodeKey, usedHandleKey } from './used-once';

describe('what the sign-in uses once', () => {
  it('keys a code by the username however typed, and by the code', () => {
    expect(usedCodeKey(' Admin ', '123456')).toBe('code#admin#123456');
    expect(usedCodeKey('ADMIN', '123456')).toBe(usedCodeKey('admin', '123456'));
    expect(usedCodeKey('admin', '123457')).not.toBe(usedCodeKey('admin', '123456'));
    // A decomposed accent is the same username as the composed one.
    expect(usedCodeKey('Zoe\u0301', '1')).toBe(usedCodeKey('zo\u00e9', '1'));
  });

  it('keys a handle by its hash, never the handle itself', () => {
    const key = usedHandleKey('a-sealed-handle');
    expect(key).toMatch(/^handle#[\w-]{43}$/);
    expect(key).not.toContain('a-sealed-handle');
    expect(usedHandleKey('another-handle')).not.toBe(key);
  });
});
