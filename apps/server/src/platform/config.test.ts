import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('reads every setting once, with defaults for what is unset', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      MFA_MAX_WRONG_CODES: '7',
      PORTAL_UPLOAD_CONCURRENCY: '2',
      OUTBOX_POLL_MS: '',
    });
    expect(config.mfa.maxWrongCodes).toBe(7);
    expect(config.uploads.concurrency).toBe(2);
    expect(config.delivery.pollMs).toBe(5000);
    expect(config.timeZone).toBe('America/New_York');
    expect(config.backgroundWork).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).backgroundWork).toBe(true);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PORTAL_SESSION_KEY: 'k',
        PORTAL_PII_KEY: 'k',
        PROOFING_PROVIDER_URL: 'https://proofing.example',
      }).seedDemo,
    ).toBe(false);
  });

  it('names the brand in each language: Spanish defaults, a set Spanish name, else the English one set', () => {
    const shipped = loadConfig({}).branding;
    expect(shipped.agencyName).toEqual({
      en: 'Department of Health and Human Services',
      es: 'Departamento de Salud y Servicios Humanos',
    });
    expect(shipped.portalName.es).toBe('Portal de Beneficios');
    const deployed = loadConfig({
      BRAND_STATE_NAME: 'State of Nowhere',
      BRAND_STATE_NAME_ES: 'Estado de Ninguna Parte',
      BRAND_PORTAL_NAME: 'Nowhere Benefits',
    }).branding;
    expect(deployed.stateName).toEqual({ en: 'State of Nowhere', es: 'Estado de Ninguna Parte' });
    expect(deployed.portalName).toEqual({ en: 'Nowhere Benefits', es: 'Nowhere Benefits' });
  });

  it('stops at start-up with the name of a bad variable and what was wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number of at least 0, got "eighty"');
    expect(() => loadConfig({ MFA_CODE_TTL_MINUTES: '-5' })).toThrow(
      /MFA_CODE_TTL_MINUTES must be a number above zero/,
    );
    expect(() => loadConfig({ PORTAL_UPLOAD_CONCURRENCY: '0' })).toThrow(/PORTAL_UPLOAD_CONCURRENCY/);
    expect(() => loadConfig({ STATE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/STATE_TIME_ZONE must be an IANA time zone/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV must be production, development or test/);
    expect(() => loadConfig({ BRAND_DEPARTMENT_CODE: 'DHHS!' })).toThrow(
      /BRAND_DEPARTMENT_CODE must be 2 to 12 lower-case letters/,
    );
    expect(() => loadConfig({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE must be 1 or 0/);
  });

  it('refuses production without its keys, and test hooks in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PORTAL_SESSION_KEY and PORTAL_PII_KEY/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PORTAL_SESSION_KEY: 'k', PORTAL_PII_KEY: 'k', PORTAL_TEST_HOOKS: '1' }),
    ).toThrow(/PORTAL_TEST_HOOKS/);
  });

  it('keeps files on disk by default, or in an S3-API bucket whose settings are checked', () => {
    expect(loadConfig({ PORTAL_BLOB_STORE: '' }).uploads.blobs).toEqual({ kind: 'fs', dir: undefined });
    const s3 = loadConfig({
      PORTAL_BLOB_STORE: 's3',
      S3_BUCKET: 'uploads',
      S3_PREFIX: '/portal',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).uploads.blobs;
    expect(s3).toMatchObject({
      kind: 's3',
      s3: { bucket: 'uploads', prefix: 'portal/', region: 'us-east-1', forcePathStyle: true },
    });
    expect(loadConfig({ PORTAL_BLOB_STORE: 's3', S3_BUCKET: 'b' }).uploads.blobs).toMatchObject({
      s3: { prefix: '', endpoint: undefined, forcePathStyle: false, credentials: undefined },
    });
    expect(() => loadConfig({ PORTAL_BLOB_STORE: 'ftp' })).toThrow(/PORTAL_BLOB_STORE must be fs or s3/);
    expect(() => loadConfig({ PORTAL_BLOB_STORE: 's3' })).toThrow(/S3_BUCKET must be set/);
    expect(() => loadConfig({ PORTAL_BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) address/,
    );
    expect(() => loadConfig({ PORTAL_BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /must be set together/,
    );
  });
});
