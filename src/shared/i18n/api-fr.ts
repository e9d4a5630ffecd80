/** Messages the API answers with, in the language of the request (Accept-Language). */
export const apiFr = {
  invalidRequest: 'Requête invalide.',
  invalidJson: "Le corps de la requête n'est pas du JSON valide.",
  payloadTooLarge: 'Le fichier ou la requête est trop volumineux.',
  unsupportedMediaType: "Ce type de contenu n'est pas accepté.",
  invalidCredentials: 'Identifiants invalides',
  accountSuspended: 'Ce compte est suspendu.',
  tooManyAttempts: 'Trop de tentatives échouées. Réessayez dans {{seconds}} secondes.',
  tooManyRequests: 'Trop de requêtes. Réessayez dans {{seconds}} secondes.',
  wrongPassword: 'Le mot de passe actuel est incorrect.',
  passwordUnchanged: 'Le nouveau mot de passe doit être différent du mot de passe actuel.',
  authenticationRequired: 'Connexion requise.',
  forbidden: "Vous n'avez pas les droits nécessaires pour cette action.",
  crossOriginRefused: 'Requête refusée : origine non autorisée.',
  notFound: 'Introuvable.',
  routeNotFound: 'Aucune route pour {{method}} {{path}}.',
  valueAlreadyUsed: 'Cette valeur est déjà utilisée.',
  linkedToOtherData: "Cet élément est lié à d'autres données.",
  valueNotAllowed: "Une valeur n'est pas autorisée.",
  valueRequired: 'Une valeur obligatoire manque.',
  valueTooLong: 'Une valeur est trop longue.',
  fieldTooLong: '« {{field}} » ne peut pas dépasser {{max}} caractères.',
  fieldTooLongWithin: '« {{field}} » ({{within}}) ne peut pas dépasser {{max}} caractères.',
  numberOutOfRange: 'Un nombre est hors limites.',
  valueWrongFormat: "Une valeur n'a pas le bon format.",
  invalidUtf8: "Le texte envoyé n'est pas de l'UTF-8 valide.",
  textMalformed: 'Un texte contient un caractère invalide (une moitié isolée de paire UTF-16).',
  textDirectionControl:
    'Un nom ne peut pas contenir de caractère de contrôle de direction (U+202A à U+202E, U+2066 à U+2069).',
  internal: 'Erreur interne du serveur. Réessayez plus tard.',
  dataDirLost:
    "Le serveur n'est plus sûr de détenir ses données : cette modification n'a pas été enregistrée. Réessayez dans un instant ; si cela persiste, prévenez l'administrateur.",

  // Places and languages
  countryNotFound: 'Pays introuvable.',
  regionNotFound: 'Région introuvable.',
  localityNotFound: 'Localité introuvable.',
  languageNotFound: 'Langue introuvable.',
  languageNameRequired: 'Le nom de la langue est requis',
  adminCodeTooLong: 'Le code admin ne peut pas dépasser 10 caractères.',
  isoCodeInvalid: 'Le code ISO doit être un code de langue ISO 639 (ex. sw, ln, zu).',
  licenseInvalid: 'Choisissez une des licences proposées (ex. CC-BY-SA-4.0).',
  languageNameTaken: 'Une langue porte déjà ce nom.',
  languageHasContent:
    '« {{name}} » contient encore des mots ou des expressions : seul un administrateur peut la supprimer.',
  languageDeleteConfirmMissing:
    '« {{name}} » contient des mots ou des expressions : saisissez son nom pour confirmer sa suppression.',
  languageDeleteConfirmWrong:
    'Le nom saisi ne correspond pas à « {{name}} » : saisissez-le exactement, majuscules et accents compris.',
  localityNameAndCountryRequired: 'Le nom et le pays sont requis',
  localityNameRequired: 'Le nom est requis',
  localityCountryRequired: 'Le pays est requis',
  localityNameTaken: 'Une localité porte déjà ce nom dans ce pays.',
  regionNameRequired: 'Le nom de la région est requis.',
  regionNameTaken: 'Cette région existe déjà dans ce pays.',
  regionNotInCountry: "Cette région n'appartient pas au pays choisi.",
  unknownCountry: "Ce pays n'existe pas.",
  unknownRegion: "Cette région n'existe pas.",
  unknownLocalities: "Une ou plusieurs localités n'existent pas.",
  unknownLanguages: "Une ou plusieurs langues n'existent pas.",
  countryInUse: 'Ce pays est encore utilisé par {{count}} localité(s).',
  regionInUse: 'Cette région est encore utilisée par {{count}} localité(s).',
  localityUsedByLanguages: 'Cette localité est encore associée à {{count}} langue(s) : {{names}}.',
  localityUsedByExpressions: 'Cette localité est encore utilisée par {{count}} expression(s).',
  flagNotFound: 'Drapeau introuvable.',
  countryDataMissing: 'Aucune donnée de régions pour ce pays.',
  regionsImported: '{{inserted}} région(s) ajoutée(s), {{skipped}} déjà présente(s).',
  countriesImported: '{{inserted}} pays ajouté(s), {{skipped}} déjà présent(s).',

  // Words and audio
  fieldsRequired: 'Champs requis',
  frenchWordRequired: 'Mot français requis',
  wordDuplicate: 'Ce mot existe déjà dans cette langue.',
  wordNotFound: 'Mot non trouvé',
  wordSlugNotFound: 'Mot introuvable',
  wordNotEditable: 'Vous ne pouvez modifier ou supprimer que vos propres mots en attente.',
  unknownLanguage: "Cette langue n'existe pas.",
  unknownFrenchWord: "Ce mot français n'existe pas dans le dictionnaire.",
  unknownEnglishWord: "Ce mot anglais n'existe pas dans le dictionnaire.",
  senseRequired: 'Un mot a au moins un sens.',
  senseNotOfWord: "Le sens {{n}} n'appartient pas à ce mot.",
  senseGlossRequired:
    "Le sens {{n}} n'a ni mot français ni mot anglais : indiquez au moins l'un des deux.",
  sensesInvalid:
    'Les sens doivent être une liste de sens (mot français, mot anglais, définitions, exemples).',
  tooManySenses: 'Un mot a au plus 20 sens.',
  senseOrderMismatch: 'Le nouvel ordre doit reprendre chaque sens du mot, une seule fois.',
  formsInvalid:
    'Les formes doivent être une liste de formes (type, forme, prononciation, localité).',
  tooManyForms: 'Un mot a au plus 20 autres formes.',
  formKindInvalid: "Le type d'une forme est pluriel, variante, forme dialectale ou autre.",
  formRequired: 'La forme {{n}} est vide.',
  formSameAsHeadword: 'La forme {{n}} est identique au mot lui-même.',
  formNotOfWord: "La forme {{n}} n'appartient pas à ce mot.",
  formLocalityDialectOnly: 'La forme {{n}} : seule une forme dialectale indique une localité.',
  formAudioNotStored: "La forme {{n}} n'a pas encore d'enregistrement à supprimer.",
  formAudioWithoutForm: "L'enregistrement de la forme {{n}} ne correspond à aucune forme.",
  partOfSpeechInvalid: 'Catégorie grammaticale inconnue.',
  nounClassUnknown: "Cette classe nominale n'est pas définie pour cette langue.",
  homographNumberInvalid: "Le numéro d'homographe est un nombre entier de 1 à 99.",
  homographNumberTaken: 'Un homographe de ce mot porte déjà le numéro {{n}}.',
  versionOnCreate: "Un nouveau mot n'a pas encore de version.",
  removeAudioOnCreate: "Un nouveau mot n'a pas encore d'enregistrement à supprimer.",
  removeAudioInvalid:
    'removeAudio est une liste des emplacements audio à vider, chacun une fois : [1], [2] ou [1, 2].',
  wordChangedElsewhere:
    "Ce mot a été modifié entre-temps (dans un autre onglet ou par quelqu'un d'autre). Rechargez-le : rien n'a été enregistré.",
  nounClassNumberInvalid:
    "Le numéro d'une classe nominale est un nombre, suivi au besoin d'une lettre (1, 9a).",
  nounClassLabelRequired: 'Chaque classe nominale a un libellé (par exemple m-/mu-).',
  tooManyNounClasses: 'Une langue a au plus 40 classes nominales.',
  nounClassRepeated: 'La classe nominale {{number}} figure deux fois.',
  nounClassPluralUnknown:
    "La classe {{number}} a pour pluriel la classe {{plural}}, qui n'est pas dans la liste.",
  nounClassInUse: 'La classe nominale {{number}} est encore utilisée par {{count}} mot(s).',
  examplesInvalid: 'Les exemples doivent être une liste de textes et de traductions.',
  alphabetEmpty: "L'alphabet doit compter au moins une lettre.",
  alphabetTooManyLetters: 'Un alphabet compte au plus {{max}} lettres.',
  alphabetLetterEmpty: 'La lettre n° {{position}} est vide.',
  alphabetLetterTooLong: 'La lettre « {{letter}} » dépasse {{max}} caractères.',
  alphabetLetterSpace: 'La lettre « {{letter}} » contient une espace.',
  alphabetLetterDuplicate: 'La lettre « {{letter}} » figure deux fois.',
  alphabetTooManyVariants: 'Un alphabet compte au plus {{max}} variantes.',
  alphabetVariantEmpty: 'Une variante est vide.',
  alphabetVariantUnknownLetter:
    "La variante « {{variant}} » se classe comme « {{letter}} », qui n'est pas une lettre de l'alphabet.",
  alphabetVariantIsLetter: "« {{variant}} » est déjà une lettre de l'alphabet.",
  alphabetRecomputing:
    "L'ordre des mots de cette langue est en cours de recalcul : réessayez quand il sera terminé.",
  letterNotInAlphabet: "« {{letter}} » n'est pas une lettre de l'alphabet de cette langue.",
  letterInvalid: 'Indiquez une seule lettre.',
  pageSizeNotAllowed: 'Taille de page non autorisée (10, 20, 50 ou 100).',
  statusInvalid: 'Le statut doit être « approved » ou « rejected ».',
  wordStatusFilterInvalid: 'Le statut est « pending », « approved » ou « rejected ».',
  wordNotRejected: 'Seul un mot refusé peut être remis en attente.',
  rejectionReasonOnReject: "Un motif ne s'indique qu'avec un refus.",
  invalidFileType: 'Type de fichier invalide',
  tooManyFiles: 'Maximum 2 fichiers audio autorisés',
  fileTooLarge: 'Le fichier audio dépasse la taille maximale de 10 Mo.',
  unexpectedFileField: 'Champ de fichier inattendu : {{field}} (attendu : {{expected}}).',
  multipartRequired: 'Cette requête doit être envoyée en multipart/form-data.',
  audioNotFound: 'Aucun fichier audio dans cet emplacement.',
  foreignAudioUrl: "Cette adresse n'appartient pas au stockage de ce site.",
  storageUnavailable: 'Le stockage des fichiers est indisponible. Réessayez plus tard.',

  // Expressions
  expressionNotFound: 'Expression introuvable',
  linkedWordRequired: 'Veuillez sélectionner au moins un mot',
  linkedWordsInvalid: 'Les mots liés doivent être une liste de numéros de mots.',
  tooManyLinkedWords: 'Une expression peut lier au plus 50 mots.',
  unknownWords: "Un ou plusieurs mots liés n'existent pas.",
  unknownLocality: "Cette localité n'existe pas.",
  keepFlagInvalid: 'keepExistingAudio1 et keepExistingAudio2 valent « true » ou « false ».',
  expressionAudioRequired: 'Au moins un fichier audio est obligatoire',
  expressionAudioRequiredOnEdit: 'Au moins un fichier audio est requis',

  // Trash
  trashItemNotFound: "Cet élément n'est plus dans la corbeille.",
  trashLanguageNameTaken:
    'Impossible de restaurer « {{name}} » : la langue « {{other}} » porte désormais ce nom. Renommez « {{other}} », puis restaurez.',
  trashLanguageDeleted: "Restaurez d'abord la langue de cet élément, encore supprimée : {{names}}.",

  // Reference dictionary
  importCountInvalid: 'Le nombre de mots doit être un entier entre 1 et 5000.',
  wordIdsInvalid: 'Indiquez une liste de 1 à 10 000 numéros de mots.',
  dictionaryJobRunning:
    "Une importation ou une synchronisation est déjà en cours pour ce dictionnaire. Attendez qu'elle se termine.",
  dictionaryWordNotFound: 'Mot introuvable dans le dictionnaire.',
  jobResumed: 'Reprise après une interruption.',
  jobInterrupted:
    "Interrompue : le serveur s'est arrêté pendant la tâche et elle n'a pas pu reprendre.",
  jobFailed: 'La tâche a échoué ; le journal du serveur en donne la cause.',
  sourceUnavailable:
    "Source indisponible, ignorée : {{source}}. Elle n'est pas installée sur ce serveur ; un administrateur en trouve le détail dans le diagnostic.",
  sourceFrenchLefff: 'Lefff (lexique du français, inclus)',
  sourceFrenchFreedict: 'FreeDict français-anglais',
  sourceFrenchWeb: 'Wiktionnaire français (web)',
  sourceEnglishWordnet: 'WordNet et CMU (anglais, inclus)',
  sourceEnglishFreedict: 'FreeDict anglais-français',
  sourceEnglishWeb: 'Free Dictionary API (anglais, web)',
  noSourceSelected: "Aucune des sources choisies n'existe pour ce dictionnaire.",
  sourcesExhausted: "Les sources n'ont plus de nouveaux mots : {{count}} importés au total.",

  // Sauvegardes
  backupRunning: "Une sauvegarde est déjà en cours. Attendez qu'elle se termine, puis réessayez.",
  backupFailed: 'La sauvegarde a échoué ; le journal du serveur en donne la cause.',
  backupFileMissing:
    'La sauvegarde a échoué : un enregistrement a été supprimé pendant sa copie. Réessayez.',
  backupDestinationUnavailable:
    "La sauvegarde n'a pas pu être écrite à sa destination ({{destination}}). Vérifiez les réglages du stockage des sauvegardes et réessayez.",

  // Users
  userNotFound: 'Utilisateur introuvable.',
  userEmailRequired: "L'e-mail est requis.",
  userEmailInvalid: "L'adresse e-mail n'est pas valide.",
  userEmailTaken: 'Un compte utilise déjà cette adresse e-mail.',
  userPasswordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
  userPasswordTooLong: 'Le mot de passe ne peut pas dépasser 256 caractères.',
  userRoleInvalid: 'Le rôle doit être « admin », « editor » ou « contributor ».',
  userStatusInvalid: 'Le statut doit être « active » ou « suspended ».',
  superadminNotDeletable: 'Le superadmin ne peut pas être supprimé.',
  superadminEmailLocked: "L'e-mail du superadmin ne peut pas être modifié.",
  superadminNotSuspendable: 'Le superadmin ne peut pas être suspendu.',
  superadminStaysAdmin: 'Le superadmin reste administrateur.',
  passwordChangeRequired:
    "Votre mot de passe a été choisi par un administrateur : choisissez d'abord le vôtre sur la page « Changer le mot de passe ».",
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte.',
  cannotSuspendSelf: 'Vous ne pouvez pas suspendre votre propre compte.',
  cannotDemoteSelf: "Vous ne pouvez pas retirer votre propre rôle d'administrateur.",
  superadminCredentialsOwn:
    'Seul le superadmin peut changer son mot de passe ou son authentification à deux facteurs.',
  ownCredentialsOnAccountPage:
    'Changez votre propre mot de passe ou votre authentification à deux facteurs sur la page « Changer le mot de passe », qui demande le mot de passe actuel.',
  twoFactorOnlyByUser:
    "Seul l'utilisateur peut activer l'authentification à deux facteurs, depuis la section sécurité de la page « Changer le mot de passe ».",
  // Two-factor sign-in (decision 020)
  invalidTwoFactorCode: 'Ce code est incorrect ou a expiré.',
  invalidRecoveryCode: 'Ce code de secours est incorrect ou a déjà été utilisé.',
  signInExpired:
    'Cette connexion a expiré ou a échoué trop de fois. Reconnectez-vous avec votre mot de passe.',
  twoFactorNotStarted:
    "Aucune activation de l'authentification à deux facteurs n'est en cours. Recommencez depuis le début.",
  twoFactorAlreadyOn: "L'authentification à deux facteurs est déjà activée.",
  twoFactorNotOn: "L'authentification à deux facteurs n'est pas activée.",
  twoFactorSecretUnreadable:
    "Le secret de l'authentification à deux facteurs ne peut pas être déchiffré (la clé de chiffrement du serveur a changé). Contactez l'administrateur.",
  // Imports of LIFT and CSV files (decision 042)
  interchangeNotXml: "Ce fichier n'est pas un document XML lisible : ce n'est pas un fichier LIFT.",
  interchangeNotLift:
    "Ce document XML n'est pas un fichier LIFT (son élément racine n'est pas <lift>).",
  interchangeNotUtf8:
    "Ce fichier CSV n'est pas encodé en UTF-8. Enregistrez-le en « CSV UTF-8 » depuis votre tableur, puis réessayez.",
  interchangeNotCsv:
    'Ce fichier ne peut pas être lu comme un CSV (guillemet non fermé ou ligne illisible).',
  interchangeCsvHeaderMissing:
    'La première ligne du CSV doit nommer les colonnes, dont une colonne « headword » (le mot).',
  interchangeEmpty: 'Ce fichier est vide.',
  interchangeArchiveInvalid: 'Cette archive zip est endommagée ou illisible.',
  interchangeArchiveTooLarge: 'Cette archive zip dépasse 2 Go une fois décompressée.',
  interchangeArchiveTooManyFiles: 'Cette archive zip contient plus de 100 000 fichiers.',
  interchangeArchivePathUnsafe:
    'Cette archive zip contient un chemin qui sort de son dossier (« ../ » ou chemin absolu).',
  interchangeDocumentMissing:
    'Cette archive zip ne contient pas de document du format choisi (.lift ou .csv).',
  interchangeDocumentAmbiguous:
    'Cette archive zip contient plusieurs documents au même niveau : gardez-en un seul.',
  interchangeFormatInvalid: 'Le format doit être « lift » ou « csv ».',
  interchangeFileRequired: 'Choisissez un fichier à importer.',
  importerGone: "Le compte qui a lancé cet import n'existe plus : l'import est arrêté.",
  importRunning: "Cet import n'est pas terminé : son rapport sera prêt à la fin.",
  importFailed:
    "L'import s'est arrêté sur une erreur du serveur. Ce qui était déjà importé est conservé ; le rapport dit quelles entrées l'ont été.",
  interchangeFileTooLarge: "Ce fichier dépasse la taille maximale d'un import ({{max}} Mo).",
  previewNotFound: "Cet aperçu n'existe pas ou a expiré : envoyez le fichier à nouveau.",
  previewUsed:
    "Cet aperçu a déjà servi à un import : envoyez le fichier à nouveau pour l'importer encore.",
  importNotFound: "Cet import n'existe pas ou a expiré.",
  conflictChoiceInvalid: 'Le choix doit être « keep », « replace » ou « homograph ».',

  // Licences et téléchargements
  exportFormatInvalid: 'Le format doit être lift, csv ou json.',
  exportPreparing: 'Le fichier est en préparation. Réessayez dans {{seconds}} secondes.',
  exportFailed:
    'Le fichier n’a pas pu être préparé. Réessayez dans quelques minutes ; si cela continue, prévenez l’administrateur.',
};
