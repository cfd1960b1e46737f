import { describe, expect, it } from 'vitest';
import { scannedReference } from './scanned-reference';

describe('scannedReference', () => {
  it.each([
    ['PAL-7K3Q-9D', 'PAL-7K3Q-9D'],
    ['pal-7k3q-9d', 'PAL-7K3Q-9D'],
    ['pal7k3q9d', 'PAL-7K3Q-9D'],
    ['  PAL 7K3Q 9D\n', 'PAL-7K3Q-9D'],
  ])('reads the typed or Code 128 reference %j', (scanned, reference) => {
    expect(scannedReference(scanned)).toBe(reference);
  });

  it.each([
    ['https://lab.example/track?reference=PAL-7K3Q-9D', 'PAL-7K3Q-9D'],
    ['https://lab.example/track?reference=pal-7k3q-9d&x=1', 'PAL-7K3Q-9D'],
    ['https://lab.example/track/PAL7K3Q9D', 'PAL-7K3Q-9D'],
    ['https://lab.example/track?ref=PAL%2D7K3Q%2D9D', 'PAL-7K3Q-9D'],
  ])('finds the reference in the QR code URL %j', (scanned, reference) => {
    expect(scannedReference(scanned)).toBe(reference);
  });

  it.each([
    '',
    'hello',
    'PAL-7K3Q',
    // O and 0 are not in the alphabet.
    'PAL-7K3O-9D',
    'https://lab.example/track?t=abc.def',
    // Inside a longer code, not a reference of its own.
    'XPAL-7K3Q-9DZ',
  ])('finds none in %j', (scanned) => {
    expect(scannedReference(scanned)).toBeNull();
  });
});
