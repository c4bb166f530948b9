import { describe, expect, it } from 'vitest';
import { tidySearchUrl } from './search-url.ts';

describe('tidySearchUrl', () => {
  it('sends a blank term to /apps, keeping the other parameters', () => {
    expect(tidySearchUrl('/apps?q=')).toBe('/apps');
    expect(tidySearchUrl('/apps?q=+%20')).toBe('/apps');
    expect(tidySearchUrl('/apps?utm_source=x&q=')).toBe('/apps?utm_source=x');
  });

  it('trims a term with spaces around it', () => {
    expect(tidySearchUrl('/apps?q=+tide+')).toBe('/apps?q=tide');
  });

  it('leaves a tidy address alone', () => {
    expect(tidySearchUrl('/apps')).toBeNull();
    expect(tidySearchUrl('/apps?q=tide')).toBeNull();
    expect(tidySearchUrl('/apps?q=channel+manager')).toBeNull();
  });
});
