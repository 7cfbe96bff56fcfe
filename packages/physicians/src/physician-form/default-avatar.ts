const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/**
 * The default logo a physician without a photo gets on update (spec 1 section 5): a neutral
 * silhouette in the theme's colours as an SVG data URL, so it needs no upload and shows wherever
 * the photo does.
 */
export function defaultPhysicianAvatar(figure: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" fill="${escapeXml(background)}"/>` +
    `<circle cx="80" cy="62" r="30" fill="${escapeXml(figure)}"/>` +
    `<path d="M24 150c4-32 28-50 56-50s52 18 56 50z" fill="${escapeXml(figure)}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
