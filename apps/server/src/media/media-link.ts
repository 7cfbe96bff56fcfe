/*
 * Links to our uploaded images are stored as a path (`/api/media/files/<uuid>.png`), as the seed
 * stores its logos, and made whole only where a reader off this origin needs it (the patient
 * app). The upload answers a full `secure_url` (PUBLIC_URL + path), as an image host does; stored
 * as it came, that link broke once the server moved behind a proxy or to another host.
 */

/** A link to one of our uploaded images on any host: the path is ours (a UUID file name under our route). */
const OUR_IMAGE_LINK = /^https?:\/\/[^/?#]+(\/api\/media\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:png|jpe?g))$/i;

/**
 * The form a link is stored in: `http://localhost:3000/api/media/files/<uuid>.png` becomes
 * `/api/media/files/<uuid>.png`; any other link (an image host's, a path already) is kept as given.
 */
export function storedMediaLink(link: string): string {
  return OUR_IMAGE_LINK.exec(link.trim())?.[1] ?? link;
}

/**
 * A stored link as a reader off this origin needs it: `/api/media/files/x.png` with PUBLIC_URL
 * `https://dash.example.sa` is `https://dash.example.sa/api/media/files/x.png`; a full link is kept.
 */
export function publicMediaLink(link: string, publicUrl: string): string {
  return link.startsWith('/api/media/') ? `${publicUrl.replace(/\/+$/, '')}${link}` : link;
}
