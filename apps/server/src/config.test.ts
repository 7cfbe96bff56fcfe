import path from 'node:path';
import { loadConfig } from './config';
import { DEFAULT_DASHBOARD_DIR } from './paths';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      jwtTtlSeconds: 43200,
      seed: true,
      seedExplicit: false,
      production: false,
      dashboardDir: DEFAULT_DASHBOARD_DIR,
      apiHost: '/api',
      uploadUrl: '/api/media/upload',
      publicSiteRoot: 'https://example.com/',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      maxUploadMb: 5,
      trustProxy: false,
      metricsAllow: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      orderRadiusKm: 10,
      geocoderUrl: undefined,
      mapLinkTemplate: 'https://www.google.com/maps/search/?api=1&query={lat},{lng}',
      realtimeAdapter: 'memory',
      redisPrefix: 'mk:',
      mediaStore: 'disk',
      qrInvoice: { consultationFee: '100.00', sellerName: 'شركة السوق الصحي', vatNumber: '300000000000003', city: 'الرياض' },
      requireAdmin2fa: false,
      drainGraceMs: 0,
    });
    expect(DEFAULT_DASHBOARD_DIR).toBe(path.resolve(__dirname, '../../dashboard/dist'));
  });

  it('seeds the demo by default only on the embedded database, and reads NODE_ENV=production', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/mk' }).seed).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db/mk', SEED: 'true' })).toMatchObject({ seed: true, seedExplicit: true });
    expect(loadConfig({ SEED: 'false' })).toMatchObject({ seed: false, seedExplicit: true });
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });

  it('reads every variable, resolving paths from the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/mk',
        DATABASE_URL: 'postgres://u@db/mk',
        JWT_SECRET: 's3cret',
        JWT_TTL_SECONDS: '60',
        SEED: 'FALSE',
        DASHBOARD_DIR: '/opt/dash',
        API_HOST: 'https://api.example.com/api',
        UPLOAD_URL: 'https://images.example.com/upload',
        PUBLIC_SITE_ROOT: 'https://site.example.com/',
        PUBLIC_URL: 'https://dash.example.com/',
        LOG_LEVEL: 'silent',
        MAX_UPLOAD_MB: '2',
        TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
        GEOCODER_URL: 'https://nominatim.example.com/',
        MAP_LINK_TEMPLATE: 'https://maps.example.com/?q={lat},{lng}',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/app/var/mk',
      databaseUrl: 'postgres://u@db/mk',
      jwtSecret: 's3cret',
      jwtTtlSeconds: 60,
      seed: false,
      dashboardDir: '/opt/dash',
      apiHost: 'https://api.example.com/api',
      uploadUrl: 'https://images.example.com/upload',
      publicSiteRoot: 'https://site.example.com/',
      publicUrl: 'https://dash.example.com',
      logLevel: 'silent',
      maxUploadMb: 2,
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
      geocoderUrl: 'https://nominatim.example.com',
      mapLinkTemplate: 'https://maps.example.com/?q={lat},{lng}',
    });
  });

  it('reads the addresses /metrics answers', () => {
    expect(loadConfig({ METRICS_ALLOW: ' 10.0.0.7, ,10.0.0.8 ' }, '/srv/app').metricsAllow).toEqual(['10.0.0.7', '10.0.0.8']);
  });

  it('reads the QR invoice settings, the fee kept with two decimals', () => {
    const env = { QR_CONSULTATION_FEE: '80.5', ZATCA_SELLER_NAME: ' صيدليات النخبة ', ZATCA_VAT_NUMBER: '310122393500003', ZATCA_SELLER_CITY: 'جدة' };
    expect(loadConfig(env, '/srv/app').qrInvoice).toEqual({ consultationFee: '80.50', sellerName: 'صيدليات النخبة', vatNumber: '310122393500003', city: 'جدة' });
    expect(loadConfig({ QR_CONSULTATION_FEE: '250' }, '/srv/app').qrInvoice.consultationFee).toBe('250.00');
  });

  it('stops the start on an invoice setting the invoice cannot carry', () => {
    for (const vat of ['30000000000000', '3000000000000031', '30000000000000A', '٣٠٠٠٠٠٠٠٠٠٠٠٠٠٣']) {
      expect(() => loadConfig({ ZATCA_VAT_NUMBER: vat }, '/srv/app')).toThrow(/ZATCA_VAT_NUMBER must be exactly 15 digits/);
    }
    for (const fee of ['0', '-5', '10.005', 'abc', '1e3', '1000000']) {
      expect(() => loadConfig({ QR_CONSULTATION_FEE: fee }, '/srv/app')).toThrow(/QR_CONSULTATION_FEE/);
    }
    // 128 Arabic letters are 256 bytes, one more than a TLV length byte holds.
    expect(() => loadConfig({ ZATCA_SELLER_NAME: 'ص'.repeat(128) }, '/srv/app')).toThrow(/ZATCA_SELLER_NAME must be at most 255 bytes/);
    expect(loadConfig({ ZATCA_SELLER_NAME: 'ص'.repeat(127) }, '/srv/app').qrInvoice.sellerName).toHaveLength(127);
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ JWT_TTL_SECONDS: '0' })).toThrow(/JWT_TTL_SECONDS/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://files.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ GEOCODER_URL: 'nominatim' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ GEOCODER_URL: 'ftp://geo.example.com' })).toThrow(/GEOCODER_URL/);
    expect(() => loadConfig({ MAP_LINK_TEMPLATE: 'https://maps.example.com/?q={lat}' })).toThrow(/MAP_LINK_TEMPLATE/);
    expect(() => loadConfig({ MAP_LINK_TEMPLATE: 'https://maps.example.com/?q={lng}' })).toThrow(/MAP_LINK_TEMPLATE/);
  });

  it('reads TRUST_PROXY as off, on or a list of proxies', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('TRUE')).toBe(true);
    expect(() => trust('2')).toThrow(/TRUST_PROXY/);
    expect(trust('loopback,::1')).toEqual(['loopback', '::1']);
  });

  it('shares socket.io events through PostgreSQL by default when there is one, else keeps them in memory', () => {
    const adapter = (env: Record<string, string>) => loadConfig(env).realtimeAdapter;
    expect(adapter({})).toBe('memory');
    expect(adapter({ DATABASE_URL: 'postgres://u@db/mk' })).toBe('postgres');
    expect(adapter({ DATABASE_URL: 'postgres://u@db/mk', REALTIME_ADAPTER: 'memory' })).toBe('memory');
    expect(adapter({ DATABASE_URL: 'postgres://u@db/mk', REALTIME_ADAPTER: 'Postgres' })).toBe('postgres');
    expect(() => adapter({ REALTIME_ADAPTER: 'postgres' })).toThrow('REALTIME_ADAPTER=postgres needs DATABASE_URL');
    expect(adapter({ REALTIME_ADAPTER: 'redis', REDIS_URL: 'redis://cache:6379' })).toBe('redis');
    expect(() => adapter({ DATABASE_URL: 'postgres://u@db/mk', REALTIME_ADAPTER: 'redis' })).toThrow('REALTIME_ADAPTER=redis needs REDIS_URL');
    expect(() => adapter({ REALTIME_ADAPTER: 'kafka' })).toThrow('REALTIME_ADAPTER must be memory, postgres or redis, got "kafka"');
  });

  it('keeps uploads in the database by default when there is a shared one, else on disk', () => {
    const store = (env: Record<string, string>) => loadConfig(env).mediaStore;
    expect(store({})).toBe('disk');
    expect(store({ DATABASE_URL: 'postgres://u@db/mk' })).toBe('database');
    expect(store({ DATABASE_URL: 'postgres://u@db/mk', MEDIA_STORE: 'disk' })).toBe('disk');
    expect(store({ MEDIA_STORE: ' Database ' })).toBe('database');
    expect(() => store({ MEDIA_STORE: 's4' })).toThrow('MEDIA_STORE must be disk, database or s3, got "s4"');
    expect(store({ DATABASE_URL: 'postgres://u@db/mk', S3_BUCKET: 'media' })).toBe('s3');
    expect(() => store({ MEDIA_STORE: 's3' })).toThrow('MEDIA_STORE=s3 needs S3_BUCKET');
  });

  it('reads the object storage settings, path-style by default only for an S3-compatible endpoint', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'media' }).s3).toEqual({ bucket: 'media', region: 'us-east-1', forcePathStyle: false, prefix: '' });
    expect(
      loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_REGION: 'me-central-1', S3_PREFIX: 'prod/' }).s3,
    ).toEqual({ bucket: 'media', endpoint: 'http://minio:9000', region: 'me-central-1', credentials: { accessKeyId: 'k', secretAccessKey: 's' }, forcePathStyle: true, prefix: 'prod/' });
    expect(loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' })).toThrow(/set both or neither/);
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  it('is true or false, off when unset; a typo stops the start instead of turning the rule off', () => {
    expect(loadConfig({ REQUIRE_ADMIN_2FA: 'true' }, '/srv/app').requireAdmin2fa).toBe(true);
    expect(loadConfig({ REQUIRE_ADMIN_2FA: 'TRUE' }, '/srv/app').requireAdmin2fa).toBe(true);
    expect(loadConfig({ REQUIRE_ADMIN_2FA: 'false' }, '/srv/app').requireAdmin2fa).toBe(false);
    expect(() => loadConfig({ REQUIRE_ADMIN_2FA: 'yes' }, '/srv/app')).toThrow('REQUIRE_ADMIN_2FA must be true or false, got "yes"');
  });
});

describe('DRAIN_GRACE_MS', () => {
  it('is 0 (close at once) unless set to a whole number of milliseconds', () => {
    expect(loadConfig({ DRAIN_GRACE_MS: '3000' }, '/srv/app').drainGraceMs).toBe(3000);
    expect(() => loadConfig({ DRAIN_GRACE_MS: '3s' }, '/srv/app')).toThrow('DRAIN_GRACE_MS must be an integer of at least 0, got "3s"');
  });
});
