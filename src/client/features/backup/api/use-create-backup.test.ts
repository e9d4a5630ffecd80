import { describe, expect, it } from 'vitest';
import { isS3Path } from './use-create-backup';

describe('isS3Path', () => {
  it('tells an S3 address from a path on the server', () => {
    expect(isS3Path('s3://maneno-backups/backups/maneno-backup-2025-01-02-030405.tar.gz')).toBe(
      true,
    );
    expect(isS3Path('/var/lib/maneno/backups/maneno-backup-2025-01-02-030405.tar.gz')).toBe(false);
    expect(isS3Path('C:\\maneno\\backups\\a.tar.gz')).toBe(false);
  });
});
