/** Embed address of a promo video (YouTube or Vimeo), or null for anything else. */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const segments = parsed.pathname.split('/').filter(Boolean);

  if (host === 'youtu.be') return youtube(segments[0]);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') return youtube(parsed.searchParams.get('v'));
    if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return youtube(segments[1]);
    return null;
  }
  if (host === 'vimeo.com') return vimeo(segments.find((s) => /^\d+$/.test(s)));
  if (host === 'player.vimeo.com' && segments[0] === 'video') return vimeo(segments[1]);
  return null;
}

function youtube(id: string | null | undefined): string | null {
  return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

function vimeo(id: string | null | undefined): string | null {
  return id && /^\d+$/.test(id) ? `https://player.vimeo.com/video/${id}` : null;
}
