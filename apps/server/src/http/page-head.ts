import { escapeHtml } from '../lib/html.ts';

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  image?: string | null;
}

/** The head tags crawlers read; they run no JavaScript, so the server writes them into the HTML. */
export function renderHead(meta: PageMeta, clientConfig: Record<string, string>): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="App Store">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}">`,
    `<meta name="app-config" content="${escapeHtml(JSON.stringify(clientConfig))}">`,
  ];
  if (meta.image) {
    tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}">`);
    tags.push(`<meta name="twitter:image" content="${escapeHtml(meta.image)}">`);
  }
  return tags.join('\n    ');
}
