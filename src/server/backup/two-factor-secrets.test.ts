import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from '@server/auth/secret-box';
import { secretContext } from '@server/modules/auth/two-factor.service';
import { unreadableSecrets, usersTableCollector } from './two-factor-secrets';

describe('an archive’s two-factor secrets against this encryption key', () => {
  const key = randomBytes(32);
  const box = new SecretBox(key);
  const rows = [
    {
      id: 1,
      email: 'boss@example.org',
      totp_secret: box.encrypt('JBSWY3DPEHPK3PXP', secretContext(1)),
    },
    { id: 2, email: 'plain@example.org', totp_secret: null, totp_pending_secret: null },
    {
      id: 3,
      email: 'enrolling@example.org',
      totp_pending_secret: box.encrypt('KRSXG5A', secretContext(3)),
    },
  ];

  it('finds none unreadable with the key they were encrypted with', () => {
    expect(unreadableSecrets(rows, key)).toEqual([]);
  });

  it('lists every account holding a secret, with another key or with no key yet', () => {
    const holders = [
      { id: 1, email: 'boss@example.org' },
      { id: 3, email: 'enrolling@example.org' },
    ];
    expect(unreadableSecrets(rows, randomBytes(32))).toEqual(holders);
    expect(unreadableSecrets(rows, null)).toEqual(holders);
  });

  it('lists a secret moved to another account: it is bound to its user', () => {
    const moved = [{ id: 4, email: 'thief@example.org', totp_secret: rows[0]!.totp_secret }];
    expect(unreadableSecrets(moved, key)).toEqual([{ id: 4, email: 'thief@example.org' }]);
  });

  it('reads the users table from the chunks verification sees, split anywhere', () => {
    const collector = usersTableCollector();
    const text = rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
    collector.onTableChunk('languages', Buffer.from('{"id":9}\n'));
    collector.onTableChunk('users', Buffer.from(text.slice(0, 50)));
    collector.onTableChunk('users', Buffer.from(text.slice(50)));
    expect(collector.rows().map((r) => r.email)).toEqual(rows.map((r) => r.email));
  });
});
