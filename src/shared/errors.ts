/** Stable, machine-readable error codes. The client translates by code where the product has a fixed text. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  /** A body or a form field whose bytes are not UTF-8 (the only encoding the API reads): 400. */
  'INVALID_ENCODING',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'WRONG_PASSWORD',
  /** A password change to the password the account already has: 400. */
  'PASSWORD_UNCHANGED',
  'INVALID_TWO_FACTOR_CODE',
  'SIGN_IN_EXPIRED',
  'TWO_FACTOR_STATE',
  'FORBIDDEN',
  /** A rule protects the account from this change (the superadmin, one's own account): 403. */
  'ACTION_FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'CROSS_ORIGIN_REFUSED',
  'NOT_FOUND',
  'CONFLICT',
  'WORD_DUPLICATE',
  /** The entry changed since the client read it (its version moved on): 409, reload it. */
  'STALE_VERSION',
  /** The keys of the language's words are being recomputed after an alphabet change: 409, later. */
  'ALPHABET_RECOMPUTING',
  /** The language still has words or expressions: only an admin may delete it (403). */
  'LANGUAGE_HAS_CONTENT',
  /** A deletion that takes content needs its typed confirmation (the name), which is missing or wrong: 400. */
  'CONFIRMATION_REQUIRED',
  'INVALID_FILE_TYPE',
  /** A LIFT or CSV upload refused whole (not XML, not LIFT, not UTF-8, a zip bomb...): 400. */
  'INTERCHANGE_FILE_INVALID',
  'TOO_MANY_FILES',
  'AUDIO_REQUIRED',
  'TOO_MANY_REQUESTS',
  /**
   * The server can no longer prove that its embedded database's directory is its own (its pid
   * file gone or naming another process): 503, nothing was written.
   */
  'DATA_DIR_LOST',
  /** A language's download could not be built (every attempt failed): 503, tried again later. */
  'EXPORT_FAILED',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error body every API failure answers with. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  details?: unknown;
}
