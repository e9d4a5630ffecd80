export const ROLES = ['admin', 'editor', 'contributor'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Back-office areas and the roles that may use them; drives both the server guards and the sidebar. */
export const AREA_ROLES = {
  core: ['admin', 'editor', 'contributor'],
  moderation: ['admin', 'editor'],
  referenceData: ['admin', 'editor'],
  /** Reference dictionary imports, syncs and definition fixes. */
  dictionaryJobs: ['admin', 'editor'],
  /** Imports of LIFT and CSV files into a language, and exports of every word whatever its status. */
  interchange: ['admin', 'editor'],
  users: ['admin'],
  backup: ['admin'],
  audit: ['admin'],
  /** The trash: what deletions took, listed with who and when, until its purge (decision 032). */
  trash: ['admin', 'editor'],
  /**
   * What takes or brings back many entries at once: deleting a language that still has words or
   * expressions, restoring from the trash and emptying it ahead of its purge.
   */
  trashAdmin: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREA_ROLES;

export const canAccess = (role: Role | undefined, area: Area): boolean =>
  role !== undefined && (AREA_ROLES[area] as readonly Role[]).includes(role);
