import { describe, expect, it } from 'vitest';
import { graphiqlUrl, installationsUrl, installationUrl, referenceExplorerUrl } from './installations';

describe('installation urls', () => {
  it('builds the list and detail paths of an app', () => {
    expect(installationsUrl('7')).toBe('/extranet/apps/7/installations');
    expect(installationUrl('7', '42')).toBe('/extranet/apps/7/installations/42');
  });

  it('builds the explorer paths', () => {
    expect(graphiqlUrl('42')).toBe('/api/graphiql/42');
    expect(referenceExplorerUrl()).toBe('/reference/graphiql/');
  });

  it('encodes ids', () => {
    expect(installationUrl('a/b', 'c d')).toBe('/extranet/apps/a%2Fb/installations/c%20d');
    expect(graphiqlUrl('x/y')).toBe('/api/graphiql/x%2Fy');
  });
});
