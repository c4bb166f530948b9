import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that end text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
  it('escapes an ampersand once, so an entity in the input stays visible as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
  it('leaves other text alone', () => {
    expect(escapeHtml('Bókun — 100% ✓')).toBe('Bókun — 100% ✓');
  });
});
