import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('settings', () => {
  it('has safe defaults: port 3000, embedded database in ./.data, in-process pub/sub', () => {
    const c = parseConfig({});
    expect(c).toMatchObject({ port: 3000, dataDir: './.data', mediaDir: './.data/media', databaseUrl: undefined, redisUrl: undefined });
    expect(c.store.publicUrl).toBe('http://localhost:3000');
    expect(c.introspection).toBe(true);
  });
  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['STORE_WHATSAPP', 'call me'],
    ['PUBLIC_URL', 'not a url'],
    ['GTM_ID', 'UA-1234'],
    ['NODE_ENV', 'staging'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`^Invalid settings:\\n  ${name}:`));
  });
  it('turns introspection off in production unless enabled', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).introspection).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
  });
  it('normalises the store settings', () => {
    const c = parseConfig({ STORE_WHATSAPP: '+919812345678', PUBLIC_URL: 'https://silai.example/', STORE_NAME: 'Silai Jaipur' });
    expect(c.store).toMatchObject({ whatsapp: '919812345678', publicUrl: 'https://silai.example', name: 'Silai Jaipur' });
  });
});

describe('gateway origins', () => {
  it('allows PUBLIC_URL and ALLOWED_ORIGINS, as origins', () => {
    expect(parseConfig({}).gateway.allowedOrigins).toEqual(['http://localhost:3000']);
    const c = parseConfig({ PUBLIC_URL: 'https://silai.example/shop', ALLOWED_ORIGINS: 'https://admin.silai.example, http://localhost:3001/' });
    expect(c.gateway.allowedOrigins).toEqual(['https://silai.example', 'https://admin.silai.example', 'http://localhost:3001']);
  });
  it.each(['*', 'null', 'silai.example', 'ftp://silai.example', 'https://silai.example/path', 'https://a.example,,https://b.example'])(
    'stops when ALLOWED_ORIGINS is %j',
    (value) => {
      expect(() => parseConfig({ ALLOWED_ORIGINS: value })).toThrow(/^Invalid settings:\n {2}ALLOWED_ORIGINS:/);
    },
  );
});
