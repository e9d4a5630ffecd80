/** Messages the API answers with, in the language of the request (Accept-Language). */
export const apiEn = {
  invalidRequest: 'Invalid request.',
  invalidJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The file or request is too large.',
  unsupportedMediaType: 'This content type is not accepted.',
  invalidCredentials: 'Invalid credentials',
  accountSuspended: 'This account is suspended.',
  tooManyAttempts: 'Too many failed attempts. Try again in {{seconds}} seconds.',
  tooManyRequests: 'Too many requests. Try again in {{seconds}} seconds.',
  wrongPassword: 'The current password is incorrect.',
  passwordUnchanged: 'The new password must be different from the current one.',
  authenticationRequired: 'Authentication required.',
  forbidden: 'You do not have permission to do this.',
  crossOriginRefused: 'Request refused: origin not allowed.',
  notFound: 'Not found.',
  routeNotFound: 'No route for {{method}} {{path}}.',
  valueAlreadyUsed: 'This value is already used.',
  linkedToOtherData: 'This item is linked to other data.',
  valueNotAllowed: 'A value is not allowed.',
  valueRequired: 'A required value is missing.',
  valueTooLong: 'A value is too long.',
  fieldTooLong: '“{{field}}” cannot be longer than {{max}} characters.',
  fieldTooLongWithin: '“{{field}}” ({{within}}) cannot be longer than {{max}} characters.',
  numberOutOfRange: 'A number is out of range.',
  valueWrongFormat: 'A value has the wrong format.',
  invalidUtf8: 'The text sent is not valid UTF-8.',
  textMalformed: 'A text contains an invalid character (a lone half of a UTF-16 pair).',
  textDirectionControl:
    'A name cannot contain direction control characters (U+202A to U+202E, U+2066 to U+2069).',
  internal: 'Internal server error. Please try again later.',
  dataDirLost:
    'The server can no longer be sure it holds its data: this change was not saved. Try again in a moment; if this goes on, tell the administrator.',

  // Places and languages
  countryNotFound: 'Country not found.',
  regionNotFound: 'Region not found.',
  localityNotFound: 'Locality not found.',
  languageNotFound: 'Language not found.',
  languageNameRequired: 'The language name is required',
  adminCodeTooLong: 'The admin code cannot be longer than 10 characters.',
  isoCodeInvalid: 'The ISO code must be an ISO 639 language code (e.g. sw, ln, zu).',
  licenseInvalid: 'Choose one of the licences offered (e.g. CC-BY-SA-4.0).',
  languageNameTaken: 'A language already has this name.',
  languageHasContent:
    '“{{name}}” still has words or expressions: only an administrator can delete it.',
  languageDeleteConfirmMissing:
    '“{{name}}” has words or expressions: type its name to confirm its deletion.',
  languageDeleteConfirmWrong:
    'The name typed does not match “{{name}}”: type it exactly, capitals and accents included.',
  localityNameAndCountryRequired: 'Name and country are required',
  localityNameRequired: 'The name is required',
  localityCountryRequired: 'The country is required',
  localityNameTaken: 'A locality already has this name in this country.',
  regionNameRequired: 'The region name is required.',
  regionNameTaken: 'This region already exists in this country.',
  regionNotInCountry: 'This region is not in the chosen country.',
  unknownCountry: 'This country does not exist.',
  unknownRegion: 'This region does not exist.',
  unknownLocalities: 'One or more localities do not exist.',
  unknownLanguages: 'One or more languages do not exist.',
  countryInUse: 'This country is still used by {{count}} locality(ies).',
  regionInUse: 'This region is still used by {{count}} locality(ies).',
  localityUsedByLanguages: 'This locality is still linked to {{count}} language(s): {{names}}.',
  localityUsedByExpressions: 'This locality is still used by {{count}} expression(s).',
  flagNotFound: 'Flag not found.',
  countryDataMissing: 'No region data for this country.',
  regionsImported: '{{inserted}} region(s) added, {{skipped}} already present.',
  countriesImported: '{{inserted}} country(ies) added, {{skipped}} already present.',

  // Words and audio
  fieldsRequired: 'Required fields',
  frenchWordRequired: 'French word required',
  wordDuplicate: 'This word already exists in this language.',
  wordNotFound: 'Word not found',
  wordSlugNotFound: 'Word not found',
  wordNotEditable: 'You can only edit or delete your own pending words.',
  unknownLanguage: 'This language does not exist.',
  unknownFrenchWord: 'This French word is not in the dictionary.',
  unknownEnglishWord: 'This English word is not in the dictionary.',
  senseRequired: 'A word has at least one sense.',
  senseNotOfWord: 'Sense {{n}} does not belong to this word.',
  senseGlossRequired: 'Sense {{n}} has neither a French nor an English word: give at least one.',
  sensesInvalid:
    'Senses must be a list of senses (French word, English word, definitions, examples).',
  tooManySenses: 'A word has at most 20 senses.',
  senseOrderMismatch: 'The new order must list every sense of the word, once each.',
  formsInvalid: 'Forms must be a list of forms (kind, form, pronunciation, locality).',
  tooManyForms: 'A word has at most 20 other forms.',
  formKindInvalid: "A form's kind is plural, variant, dialect or other.",
  formRequired: 'Form {{n}} is empty.',
  formSameAsHeadword: 'Form {{n}} is the same as the word itself.',
  formNotOfWord: 'Form {{n}} does not belong to this word.',
  formLocalityDialectOnly: 'Form {{n}}: only a dialect form names a locality.',
  formAudioNotStored: 'Form {{n}} has no recording to delete yet.',
  formAudioWithoutForm: 'The recording for form {{n}} matches no form.',
  partOfSpeechInvalid: 'Unknown part of speech.',
  nounClassUnknown: 'This noun class is not defined for this language.',
  homographNumberInvalid: 'The homograph number is a whole number from 1 to 99.',
  homographNumberTaken: 'A homograph of this word already has number {{n}}.',
  versionOnCreate: 'A new word has no version yet.',
  removeAudioOnCreate: 'A new word has no recording to remove yet.',
  removeAudioInvalid:
    'removeAudio is a list of the audio slots to empty, each once: [1], [2] or [1, 2].',
  wordChangedElsewhere:
    'This word was changed meanwhile (in another tab or by someone else). Reload it: nothing was saved.',
  nounClassNumberInvalid:
    'A noun class number is a number, followed by a letter if needed (1, 9a).',
  nounClassLabelRequired: 'Every noun class has a label (for example m-/mu-).',
  tooManyNounClasses: 'A language has at most 40 noun classes.',
  nounClassRepeated: 'Noun class {{number}} is listed twice.',
  nounClassPluralUnknown:
    'Class {{number}} takes its plural in class {{plural}}, which is not in the list.',
  nounClassInUse: 'Noun class {{number}} is still used by {{count}} word(s).',
  examplesInvalid: 'Examples must be a list of texts and translations.',
  alphabetEmpty: 'An alphabet needs at least one letter.',
  alphabetTooManyLetters: 'An alphabet has at most {{max}} letters.',
  alphabetLetterEmpty: 'Letter number {{position}} is empty.',
  alphabetLetterTooLong: 'The letter “{{letter}}” is longer than {{max}} characters.',
  alphabetLetterSpace: 'The letter “{{letter}}” contains a space.',
  alphabetLetterDuplicate: 'The letter “{{letter}}” is listed twice.',
  alphabetTooManyVariants: 'An alphabet has at most {{max}} variants.',
  alphabetVariantEmpty: 'A variant is empty.',
  alphabetVariantUnknownLetter:
    'The variant “{{variant}}” sorts as “{{letter}}”, which is not a letter of the alphabet.',
  alphabetVariantIsLetter: '“{{variant}}” is already a letter of the alphabet.',
  alphabetRecomputing:
    'The order of this language’s words is being recomputed: try again when it has finished.',
  letterNotInAlphabet: '“{{letter}}” is not a letter of this language’s alphabet.',
  letterInvalid: 'Give a single letter.',
  pageSizeNotAllowed: 'Page size not allowed (10, 20, 50 or 100).',
  statusInvalid: 'Status must be "approved" or "rejected".',
  wordStatusFilterInvalid: 'Status is "pending", "approved" or "rejected".',
  wordNotRejected: 'Only a rejected word can be put back in the queue.',
  rejectionReasonOnReject: 'A reason goes only with a rejection.',
  invalidFileType: 'Invalid file type',
  tooManyFiles: 'Maximum 2 audio files allowed',
  fileTooLarge: 'The audio file is larger than the 10 MB limit.',
  unexpectedFileField: 'Unexpected file field: {{field}} (expected {{expected}}).',
  multipartRequired: 'This request must be sent as multipart/form-data.',
  audioNotFound: 'There is no audio file in this slot.',
  foreignAudioUrl: "This address does not belong to this site's storage.",
  storageUnavailable: 'File storage is unavailable. Try again later.',

  // Expressions
  expressionNotFound: 'Expression not found',
  linkedWordRequired: 'Please select at least one word',
  linkedWordsInvalid: 'Linked words must be a list of word ids.',
  tooManyLinkedWords: 'An expression can link at most 50 words.',
  unknownWords: 'One or more linked words do not exist.',
  unknownLocality: 'This locality does not exist.',
  keepFlagInvalid: 'keepExistingAudio1 and keepExistingAudio2 are "true" or "false".',
  expressionAudioRequired: 'At least one audio file is mandatory',
  expressionAudioRequiredOnEdit: 'At least one audio file is required',

  // Trash
  trashItemNotFound: 'This item is no longer in the trash.',
  trashLanguageNameTaken:
    'Cannot restore “{{name}}”: the language “{{other}}” now has this name. Rename “{{other}}”, then restore.',
  trashLanguageDeleted: 'Restore the language of this item first, still deleted: {{names}}.',

  // Reference dictionary
  importCountInvalid: 'The number of words must be a whole number from 1 to 5000.',
  wordIdsInvalid: 'Give a list of 1 to 10,000 word ids.',
  dictionaryJobRunning:
    'An import or a sync is already running for this dictionary. Wait for it to finish.',
  dictionaryWordNotFound: 'Word not found in the dictionary.',
  jobResumed: 'Resumed after an interruption.',
  jobInterrupted: 'Interrupted: the server stopped during the job and it could not resume.',
  jobFailed: 'The job failed; the server log gives the cause.',
  sourceUnavailable:
    'Source unavailable, skipped: {{source}}. It is not installed on this server; an administrator finds the details in the diagnostics.',
  sourceFrenchLefff: 'Lefff (French lexicon, bundled)',
  sourceFrenchFreedict: 'FreeDict French-English',
  sourceFrenchWeb: 'French Wiktionary (web)',
  sourceEnglishWordnet: 'WordNet and CMU (English, bundled)',
  sourceEnglishFreedict: 'FreeDict English-French',
  sourceEnglishWeb: 'Free Dictionary API (English, web)',
  noSourceSelected: 'None of the chosen sources exists for this dictionary.',
  sourcesExhausted: 'The sources have no more new words: {{count}} imported in all.',

  // Backups
  backupRunning: 'A backup is already running. Wait for it to finish, then try again.',
  backupFailed: 'The backup failed; the server log gives the cause.',
  backupFileMissing:
    'The backup failed: a recording was removed while it was being copied. Try again.',
  backupDestinationUnavailable:
    'The backup could not be written to its destination ({{destination}}). Check the backup storage settings and try again.',

  // Users
  userNotFound: 'User not found.',
  userEmailRequired: 'The e-mail is required.',
  userEmailInvalid: 'The e-mail address is not valid.',
  userEmailTaken: 'An account already uses this e-mail address.',
  userPasswordTooShort: 'The password must be at least 8 characters long.',
  userPasswordTooLong: 'The password cannot be longer than 256 characters.',
  userRoleInvalid: 'The role must be "admin", "editor" or "contributor".',
  userStatusInvalid: 'The status must be "active" or "suspended".',
  superadminNotDeletable: 'The superadmin cannot be deleted.',
  superadminEmailLocked: "The superadmin's e-mail cannot be changed.",
  superadminNotSuspendable: 'The superadmin cannot be suspended.',
  superadminStaysAdmin: 'The superadmin stays an administrator.',
  passwordChangeRequired:
    'Your password was set by an administrator: choose your own on the "Change password" page first.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  cannotDemoteSelf: 'You cannot remove your own administrator role.',
  superadminCredentialsOwn:
    'Only the superadmin can change its own password or two-factor sign-in.',
  ownCredentialsOnAccountPage:
    'Change your own password or two-factor sign-in on the "Change password" page, which asks for your current password.',
  twoFactorOnlyByUser:
    'Only the user can turn on two-factor sign-in, from the security section of the "Change password" page.',
  // Two-factor sign-in (decision 020)
  invalidTwoFactorCode: 'This code is incorrect or has expired.',
  invalidRecoveryCode: 'This recovery code is incorrect or has already been used.',
  signInExpired:
    'This sign-in has expired or failed too many times. Sign in again with your password.',
  twoFactorNotStarted: 'No two-factor set-up is in progress. Start again from the beginning.',
  twoFactorAlreadyOn: 'Two-factor authentication is already on.',
  twoFactorNotOn: 'Two-factor authentication is not on.',
  twoFactorSecretUnreadable:
    "The two-factor secret cannot be decrypted (the server's encryption key has changed). Contact the administrator.",
  // Imports of LIFT and CSV files (decision 042)
  interchangeNotXml: 'This file is not a readable XML document: it is not a LIFT file.',
  interchangeNotLift: 'This XML document is not a LIFT file (its root element is not <lift>).',
  interchangeNotUtf8:
    'This CSV file is not encoded in UTF-8. Save it as “CSV UTF-8” from your spreadsheet, then try again.',
  interchangeNotCsv: 'This file cannot be read as CSV (an unclosed quote or an unreadable line).',
  interchangeCsvHeaderMissing:
    "The CSV's first line must name the columns, including a “headword” column (the word).",
  interchangeEmpty: 'This file is empty.',
  interchangeArchiveInvalid: 'This zip archive is damaged or unreadable.',
  interchangeArchiveTooLarge: 'This zip archive unpacks to more than 2 GB.',
  interchangeArchiveTooManyFiles: 'This zip archive holds more than 100,000 files.',
  interchangeArchivePathUnsafe:
    'This zip archive holds a path that leaves its folder (“../” or an absolute path).',
  interchangeDocumentMissing:
    'This zip archive holds no document of the chosen format (.lift or .csv).',
  interchangeDocumentAmbiguous:
    'This zip archive holds several documents at the same level: keep only one.',
  interchangeFormatInvalid: 'The format must be “lift” or “csv”.',
  interchangeFileRequired: 'Choose a file to import.',
  importerGone: 'The account that started this import no longer exists: the import was stopped.',
  importRunning: 'This import has not ended: its report will be ready when it does.',
  importFailed:
    'The import stopped on a server error. What was already imported is kept; the report says which entries were.',
  interchangeFileTooLarge: 'This file is larger than an import may be ({{max}} MB).',
  previewNotFound: 'This preview does not exist or has expired: send the file again.',
  previewUsed:
    'This preview has already been imported: send the file again to import it once more.',
  importNotFound: 'This import does not exist or has expired.',
  conflictChoiceInvalid: 'The choice must be “keep”, “replace” or “homograph”.',

  // Licences and downloads
  exportFormatInvalid: 'The format must be lift, csv or json.',
  exportPreparing: 'The file is being prepared. Try again in {{seconds}} seconds.',
  exportFailed:
    'The file could not be prepared. Try again in a few minutes; if this goes on, tell the administrator.',
};
