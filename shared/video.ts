/**
 * Video links of testimonies: YouTube, Vimeo or Facebook only (specification section 5). Parsed once into the
 * provider and its embeddable player address, so the storefront shows a light thumbnail and loads the third-party
 * player only when the shopper clicks.
 */

export type VideoProvider = 'youtube' | 'vimeo' | 'facebook';

export const VIDEO_PROVIDER_LABELS: Record<VideoProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  facebook: 'Facebook',
};

export interface ParsedVideo {
  provider: VideoProvider;
  /** The normalised link the merchant gave (https). */
  url: string;
  /** The player to put in an iframe after the click. */
  embedUrl: string;
}

/** Is this text an absolute http(s) URL at all? ('URL invalide' otherwise.) */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value.trim());
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.hostname.includes('.');
  } catch {
    return false;
  }
}

const YT_ID = /^[A-Za-z0-9_-]{11}$/;

/** The provider of a video link, or null when it is not a YouTube, Vimeo or Facebook video. */
export function parseVideoUrl(value: string): ParsedVideo | null {
  if (!isHttpUrl(value)) return null;
  const u = new URL(value.trim());
  u.protocol = 'https:';
  const host = u.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.)/, '');
  const parts = u.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    let id: string | null = null;
    if (host === 'youtu.be') id = parts[0] ?? null;
    else if (parts[0] === 'watch') id = u.searchParams.get('v');
    else if (parts[0] === 'shorts' || parts[0] === 'embed' || parts[0] === 'live') id = parts[1] ?? null;
    if (!id || !YT_ID.test(id)) return null;
    return {
      provider: 'youtube',
      url: u.toString(),
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = [...parts].reverse().find((p) => /^\d{3,12}$/.test(p));
    if (!id) return null;
    return { provider: 'vimeo', url: u.toString(), embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1` };
  }
  if (host === 'facebook.com' || host === 'fb.watch') {
    const isVideo =
      host === 'fb.watch' ||
      parts.includes('videos') ||
      parts[0] === 'watch' ||
      parts[0] === 'reel' ||
      parts.length > 0;
    if (!isVideo || parts.length === 0) return null;
    return {
      provider: 'facebook',
      url: u.toString(),
      embedUrl: `https://www.facebook.com/plugins/video.php?autoplay=1&href=${encodeURIComponent(u.toString())}`,
    };
  }
  return null;
}
