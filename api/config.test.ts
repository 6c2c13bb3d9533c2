import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boutique-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, outbox mail, publishing on', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      dataDir,
      databaseUrl: null,
      smtp: null,
      publishStorefronts: true,
      publishSettleMs: 150,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('hashes passwords at the production cost unless a test run asks for less, and never with NODE_ENV=production', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).testPasswordHashCost).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, TEST_PASSWORD_HASH_COST: '10' }).testPasswordHashCost).toBe(10);
    expect(() => loadConfig({ DATA_DIR: dataDir, TEST_PASSWORD_HASH_COST: '10', NODE_ENV: 'production' })).toThrow(
      /TEST_PASSWORD_HASH_COST abaisse le coût du hachage des mots de passe pour les tests : interdit avec NODE_ENV=production/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, TEST_PASSWORD_HASH_COST: '4' })).toThrow(
      /TEST_PASSWORD_HASH_COST doit être compris entre 10 et 16 \(reçu 4\)/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, TEST_PASSWORD_HASH_COST: 'bas' })).toThrow(ConfigError);
  });

  it('generates the signing secret into DATA_DIR on first start and reuses it afterwards', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('names every wrong value in one French message', () => {
    const dataDir = tempDir();
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'abc',
        SMTP_SECURE: 'oui',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'debug',
        JWT_SECRET: 'court',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Configuration invalide');
    expect(message).toContain('PORT doit être un entier (reçu « abc »)');
    expect(message).toContain('SMTP_SECURE doit valoir true ou false');
    expect(message).toContain('TRUST_PROXY doit valoir true ou false');
    expect(message).toContain('LOG_LEVEL doit valoir silent, error ou info');
  });

  it('refuses a port out of range and a short JWT_SECRET', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '70000' })).toThrow('PORT doit être compris entre 1 et 65535');
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'court' })).toThrow(
      'JWT_SECRET doit faire au moins 32 caractères',
    );
  });

  it('uses SMTP when SMTP_HOST is given', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SMTP_HOST: 'smtp.example.org',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'u',
      SMTP_PASS: 'p',
    });
    expect(config.smtp).toEqual({ host: 'smtp.example.org', port: 465, secure: true, user: 'u', pass: 'p' });
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres:// URL, and refuses anything else without echoing it', () => {
    const url = 'postgres://boutique:secret@127.0.0.1:5432/boutique';
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: '' }).databaseUrl).toBeNull();
    for (const wrong of ['mysql://u:s3cr3t@h/b', 'postgres://u:s3cr3t@h', 'boutique.sqlite']) {
      let message = '';
      try {
        loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: wrong });
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).toContain('DATABASE_URL doit être une URL PostgreSQL');
      expect(message).not.toContain('s3cr3t');
    }
  });
});
