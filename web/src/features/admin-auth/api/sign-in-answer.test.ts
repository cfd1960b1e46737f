import { describe, expect, it } from 'vitest';
import { readSignInResult } from './sign-in-answer';

describe('a sign-in answer with a token', () => {
  it('keeps the lifetime the server gives', () => {
    expect(readSignInResult({ token: 'abc', expiresIn: 3600 })).toEqual({
      token: 'abc',
      expiresIn: 3600,
    });
  });

  it.each([
    ['without a lifetime', { token: 'abc' }],
    ['with a lifetime that is not a number', { token: 'abc', expiresIn: 'an hour' }],
  ])('still signs in %s', (_, body) => {
    expect(readSignInResult(body)).toEqual({ token: 'abc', expiresIn: undefined });
  });
});
