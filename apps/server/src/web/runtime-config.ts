import type { Config } from '../config';

/** The dashboard's runtime configuration, so one build can be pointed at any API or image host. */
export function runtimeConfigScript(config: Config): string {
  const value = {
    apiHost: config.apiHost,
    uploadUrl: config.uploadUrl,
    cloudName: 'local',
    uploadPresets: { images: 'images', patients: 'patients_csv' },
    publicSiteRoot: config.publicSiteRoot,
  };
  // Escape '<' so no configured value can close a <script> element.
  return `window.__MK_CONFIG__ = ${JSON.stringify(value).replace(/</g, '\\u003c')};\n`;
}
