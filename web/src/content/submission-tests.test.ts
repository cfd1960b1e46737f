import { describe, expect, it } from 'vitest';
import { SAMPLE_TYPE_TESTS } from '@lab/shared/constants/analyses';
import { SAMPLE_TYPE_VALUES, type SampleType } from '@lab/shared/constants/sample-types';
import { SERVICE_PAGES } from './service-pages';
import type { ServiceId } from './services';

/** The service page whose analyses a sample type's submission form offers. */
const SERVICE_OF: Readonly<Record<SampleType, ServiceId>> = {
  soil: 'soil-testing',
  'plant-tissue': 'plant-tissue-testing',
  fertilizer: 'fertilizer-testing',
  feed: 'feed-analysis',
  water: 'water-analysis',
  humic: 'humic-substances-analysis',
  manure: 'manure-testing',
};

/** Every string a page's copy holds, wherever in its sections it sits. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the submission form’s tests', () => {
  it.each(SAMPLE_TYPE_VALUES.map((type) => [type]))(
    '%s: each test is named as its service page names it',
    (type) => {
      const onPage = new Set(strings(SERVICE_PAGES[SERVICE_OF[type]]));
      for (const test of SAMPLE_TYPE_TESTS[type]) expect(onPage, test).toContain(test);
    },
  );
});
