/** Deployment settings read at start-up from `/config.js`, so one build serves any host. */
export interface RuntimeConfig {
  apiHost: string;
  uploadUrl: string;
  cloudName: string;
  uploadPresets: { images: string; patients: string };
  publicSiteRoot: string;
}

declare global {
  interface Window {
    __MK_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiHost: '/api',
  uploadUrl: '/api/media/upload',
  cloudName: 'local',
  uploadPresets: { images: 'images', patients: 'patients_csv' },
  publicSiteRoot: 'https://example.com/',
};

/** `window.__MK_CONFIG__` over the defaults; read on every call so tests and late scripts apply. */
export function getRuntimeConfig(): RuntimeConfig {
  const given = (typeof window !== 'undefined' && window.__MK_CONFIG__) || {};
  return {
    ...DEFAULT_RUNTIME_CONFIG,
    ...given,
    uploadPresets: { ...DEFAULT_RUNTIME_CONFIG.uploadPresets, ...given.uploadPresets },
  };
}

/** True when calls to `apiHost` stay on the page's origin (a relative path or the same origin). */
export function isSameOrigin(apiHost: string): boolean {
  if (apiHost.startsWith('/') && !apiHost.startsWith('//')) return true;
  try {
    return new URL(apiHost, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The origin the API (and its socket.io endpoint) lives on. */
export function apiOrigin(apiHost: string = getRuntimeConfig().apiHost): string {
  return new URL(apiHost, window.location.href).origin;
}

/** A public profile link: the site root plus the entity's path (spec 1 section 2); none without a path. */
export function publicProfileLink(path: string | null | undefined): string | undefined {
  if (!path || !path.trim()) return undefined;
  return `${getRuntimeConfig().publicSiteRoot.replace(/\/+$/, '')}/${path.trim().replace(/^\/+/, '')}`;
}
