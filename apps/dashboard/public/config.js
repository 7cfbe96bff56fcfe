// Runtime configuration. The server answers /config.js itself with its deployment's values; this
// copy, with the same defaults, serves `vite dev` and `vite preview`.
window.__MK_CONFIG__ = {
  apiHost: '/api',
  uploadUrl: '/api/media/upload',
  cloudName: 'local',
  uploadPresets: { images: 'images', patients: 'patients_csv' },
  publicSiteRoot: 'https://example.com/',
};
