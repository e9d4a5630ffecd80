import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { siteAddress } from './site-address';

describe('siteAddress', () => {
  it('is PUBLIC_URL when set, without its trailing slash', () => {
    const env = parseEnv({ PUBLIC_URL: 'https://kamusi.example.org/', HOST: '127.0.0.1' });
    expect(siteAddress(env, 4000)).toBe('https://kamusi.example.org');
  });

  it('is else the address the server listens on, as its start banner prints it', () => {
    expect(siteAddress(parseEnv({}))).toBe('http://localhost:3000');
    expect(siteAddress(parseEnv({ HOST: '::', PORT: '8080' }))).toBe('http://localhost:8080');
    expect(siteAddress(parseEnv({ HOST: '127.0.0.1' }), 41234)).toBe('http://127.0.0.1:41234');
    expect(siteAddress(parseEnv({ HOST: '::1' }), 41234)).toBe('http://[::1]:41234');
    expect(siteAddress(parseEnv({ HOST: 'kamusi.lan' }))).toBe('http://kamusi.lan:3000');
  });
});
