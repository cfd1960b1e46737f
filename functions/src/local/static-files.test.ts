import { describe, expect, it } from 'vitest';
import { fileForPath } from './static-files';

describe('clean URL mapping', () => {
  it('maps routes to their pre-rendered index.html', () => {
    expect(fileForPath('/site', '/')).toBe('/site/index.html');
    expect(fileForPath('/site', '/services/soil-testing')).toBe(
      '/site/services/soil-testing/index.html',
    );
    expect(fileForPath('/site', '/services/')).toBe('/site/services/index.html');
    expect(fileForPath('/site', '/assets/app-1234.js')).toBe('/site/assets/app-1234.js');
  });

  it('never leaves the site folder', () => {
    expect(fileForPath('/site', '/../etc/passwd')).toBeNull();
    expect(fileForPath('/site', '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(fileForPath('/site', '/%E0')).toBeNull();
    expect(fileForPath('/site', '/a%00b')).toBeNull();
  });
});
