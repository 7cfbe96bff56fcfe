import { initialsOf } from '@mk/ui';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char);

/**
 * The generated logo an update gives a clinic without one (spec 1 section 5): the name's initials
 * on the theme colour, as an SVG data URL, so it needs no upload and shows wherever the logo does.
 */
export function initialsAvatarUrl(name: string, background: string, foreground = '#ffffff'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<rect width="160" height="160" fill="${escapeXml(background)}"/>` +
    `<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="64" fill="${escapeXml(foreground)}">` +
    `${escapeXml(initialsOf(name))}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
