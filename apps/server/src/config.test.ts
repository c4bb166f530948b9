import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

describe('config', () => {
  it('has working defaults and keeps a generated secret key in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      env: 'development',
      production: false,
      trustProxy: false,
    });
    expect(first.secretKey).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).secretKey).toBe(first.secretKey);
  });
  it('refuses to start production without SECRET_KEY, and names bad values', () => {
    expect(() => loadConfig({ APP_ENV: 'production', DATA_DIR: dataDir() })).toThrow(/SECRET_KEY: required in production/);
    const production = { APP_ENV: 'production', DATA_DIR: dataDir(), SECRET_KEY: 'k'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: required in production/);
    const withMail = { ...production, SMTP_URL: 'smtp://mail.internal:25' };
    expect(loadConfig(withMail).smtpUrl).toBe('smtp://mail.internal:25');
    expect(() => loadConfig({ ...withMail, METRICS_PORT: '9100', METRICS_HOST: '0.0.0.0' })).toThrow(
      /METRICS_TOKEN: required in production/,
    );
    expect(loadConfig({ ...withMail, METRICS_PORT: '9100' }).metrics.host).toBe('127.0.0.1');
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir() })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dataDir() })).toThrow(/DATABASE_URL must be a postgres/);
  });
  it('listens on loopback outside production unless HOST says otherwise, and on every interface in production', () => {
    const production = { APP_ENV: 'production', SECRET_KEY: 'k'.repeat(32), SMTP_URL: 'smtp://mail:25' };
    for (const APP_ENV of ['development', 'test']) {
      expect(loadConfig({ APP_ENV, DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
      // .env.example's empty line means the default too
      expect(loadConfig({ APP_ENV, HOST: '', DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
      expect(loadConfig({ APP_ENV, HOST: '0.0.0.0', DATA_DIR: dataDir() }).host).toBe('0.0.0.0');
    }
    expect(loadConfig({ ...production, DATA_DIR: dataDir() }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.0.0.11', DATA_DIR: dataDir() }).host).toBe('10.0.0.11');
  });
  it("puts the demo partner app on the port after PORT at PUBLIC_URL's host, run only when npm start asks and never in production", () => {
    const base = { DATA_DIR: dataDir(), PORT: '3000' };
    expect(loadConfig(base).demoPartnerApp).toEqual({ url: 'http://localhost:3001', port: 3001, run: false });
    const started = loadConfig({ ...base, PUBLIC_URL: 'http://127.0.0.1:3000', DEMO_PARTNER_APP: 'on', DEMO_PARTNER_APP_PORT: '4100' });
    expect(started.demoPartnerApp).toEqual({ url: 'http://127.0.0.1:4100', port: 4100, run: true });
    const production = { ...base, APP_ENV: 'production', SECRET_KEY: 'k'.repeat(32), SMTP_URL: 'smtp://mail:25', DEMO_PARTNER_APP: 'on' };
    expect(loadConfig(production).demoPartnerApp.run).toBe(false);
    expect(() => loadConfig({ ...base, DEMO_PARTNER_APP_PORT: '3000' })).toThrow(/DEMO_PARTNER_APP_PORT: must differ from PORT/);
    expect(() => loadConfig({ ...base, DEMO_PARTNER_APP: 'yes' })).toThrow(/DEMO_PARTNER_APP must be on or off/);
  });
  it('reads booleans and strips a trailing slash from PUBLIC_URL', () => {
    const c = loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'true', PUBLIC_URL: 'https://apps.example.com/' });
    expect(c.trustProxy).toBe(true);
    expect(c.publicUrl).toBe('https://apps.example.com');
  });
  it('reads CORS_ALLOWED_ORIGINS as a list of origins and names an entry that is not one', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).corsAllowedOrigins).toEqual([]);
    const c = loadConfig({ DATA_DIR: dataDir(), CORS_ALLOWED_ORIGINS: ' https://Admin.Example.com/ ,http://localhost:5173,' });
    expect(c.corsAllowedOrigins).toEqual(['https://admin.example.com', 'http://localhost:5173']);
    for (const bad of [
      '*',
      'https://admin.example.com/path',
      'admin.example.com',
      'ftp://files.example.com',
      'https://user@admin.example.com',
    ]) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), CORS_ALLOWED_ORIGINS: `https://ok.example.com,${bad}` }), bad).toThrow(
        `CORS_ALLOWED_ORIGINS: ${JSON.stringify(bad)} is not an origin`,
      );
    }
  });
  it('reads TRUST_PROXY as off, on, or the addresses of the proxies in front', () => {
    const trust = (TRUST_PROXY: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect([trust(''), trust('false'), trust('0'), trust('true'), trust('1')]).toEqual([false, false, false, true, true]);
    expect(trust(' 10.0.0.0/8, 192.168.1.7 ,fd00::/8,loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/1', '::1/129']) {
      expect(() => trust(`127.0.0.1,${bad}`), bad).toThrow(
        `TRUST_PROXY: ${JSON.stringify(bad)} is not true, false, an IP address or a CIDR range`,
      );
    }
  });
  it('reads WORKER_LEASE_SECONDS, a minute by default, long enough for one webhook request', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).workerLeaseMs).toBe(60_000);
    expect(loadConfig({ DATA_DIR: dataDir(), WORKER_LEASE_SECONDS: '8' }).workerLeaseMs).toBe(8_000);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WORKER_LEASE_SECONDS: '5' })).toThrow(/WORKER_LEASE_SECONDS must be at least 6/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WORKER_LEASE_SECONDS: '7.5' })).toThrow(/whole number of seconds/);
  });
  it('reads PARTNER_SHARE as a fraction, 0.8 by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).partnerShare).toBe(0.8);
    expect(loadConfig({ DATA_DIR: dataDir(), PARTNER_SHARE: '' }).partnerShare).toBe(0.8);
    expect(loadConfig({ DATA_DIR: dataDir(), PARTNER_SHARE: '0.7' }).partnerShare).toBe(0.7);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PARTNER_SHARE: '80' })).toThrow(/PARTNER_SHARE must be a fraction from 0 to 1/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PARTNER_SHARE: 'most' })).toThrow(/PARTNER_SHARE must be a fraction/);
  });
  it('reads EXCHANGE_RATES as USD per unit, and refuses anything but CODE=positive rate', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).exchangeRates).toEqual({});
    expect(loadConfig({ DATA_DIR: dataDir(), EXCHANGE_RATES: 'EUR=1.09, ISK=0.0073' }).exchangeRates).toEqual({
      EUR: '1.09',
      ISK: '0.0073',
    });
    for (const bad of ['EUR', 'eur=1.1', 'EUR=-1', 'EUR=0', 'EUR=1e3', 'EUR=1.123456789', 'USD=1.1']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), EXCHANGE_RATES: bad })).toThrow(/EXCHANGE_RATES: .* is not CODE=rate/);
    }
  });
  it('serves no metrics unless METRICS_TOKEN or METRICS_PORT is set, and names a weak token or a bad port', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: '', METRICS_PORT: '' }).metrics).toMatchObject({
      token: undefined,
      port: undefined,
    });
    const token = 'f'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: token, METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      token,
      port: 9464,
      host: '10.0.0.5',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: METRICS_TOKEN must be at least 32 characters/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: `${token} x` })).toThrow(/METRICS_TOKEN: .*printable ASCII/);
    for (const port of ['0', '70000', 'nine', '94.5']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_PORT: port }), port).toThrow(
        /METRICS_PORT: METRICS_PORT must be a port number from 1 to 65535/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
  });
});
