import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';

const t = i18next.createInstance();
await t.init({
  resources: { fr: { translation: fr }, en: { translation: en } },
  lng: 'fr',
  fallbackLng: 'fr',
  interpolation: { escapeValue: false },
});

/** [dotted key, text] for every string of a catalog. */
const entries = (value: object, prefix = ''): [string, unknown][] =>
  Object.entries(value).flatMap(([key, child]): [string, unknown][] =>
    typeof child === 'object' && child !== null
      ? entries(child as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, child]],
  );

describe('translation catalogs', () => {
  it('have the same keys and no empty string', () => {
    expect(entries(en).map(([key]) => key)).toEqual(entries(fr).map(([key]) => key));
    for (const [key, text] of [...entries(fr), ...entries(en)]) {
      expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
    }
  });

  it('use the singular only for 1 (0 langues, 1 langue)', () => {
    const fixed = t.getFixedT('fr');
    expect(fixed('home.stats.languages', { count: 0 })).toBe('langues');
    expect(fixed('home.stats.languages', { count: 1 })).toBe('langue');
    expect(fixed('home.stats.localities', { count: 2 })).toBe('localités');
    const english = t.getFixedT('en');
    expect(english('home.stats.localities', { count: 0 })).toBe('localities');
    expect(english('home.stats.localities', { count: 1 })).toBe('locality');
  });

  it('keep the dashboard, tagline and sign-in strings word for word', () => {
    expect(fr.dashboard.title).toBe('Tableau de bord');
    expect(fr.dashboard.subtitle).toBe("Vue d'ensemble de votre encyclopédie linguistique");
    expect(fr.site.tagline).toBe("Préserver l'héritage africain, un mot à la fois");
    expect(en.site.tagline).toBe("Preserving Africa's heritage, one word at a time");
    expect(fr.auth.signIn.errorTitle).toBe('Erreur de connexion');
    expect(fr.errors.codes.INVALID_CREDENTIALS).toBe('Identifiants invalides');
    expect(en.auth.signIn.submitting).toBe('Signing in...');
    expect(en.auth.signIn.successTitle).toBe('Login successful');
  });

  it('keep the French toasts of the dictionary screens word for word', () => {
    const toast = fr.referenceDictionary.toast;
    expect(toast.syncError).toBe('Erreur de synchronisation');
    expect(toast.importStartError).toBe("Impossible de démarrer l'importation");
    expect(toast.fixStartError).toBe('Impossible de démarrer la correction des définitions');
    expect(toast.definitionsSyncError).toBe('Impossible de synchroniser les définitions');
    expect(toast.refreshError).toBe("Impossible d'actualiser les données");
    expect(toast.importStarted).toBe('Import démarré');
    expect(toast.syncStarted).toBe('Synchronisation démarrée');
    expect(toast.syncFinished).toBe('Synchronisation terminée');
    expect(toast.fixFinished).toBe('Correction terminée');
    expect(toast.definitionsSynced).toBe('Définitions synchronisées');
  });

  it('keep the French backup prompt and toasts word for word', () => {
    expect(fr.backup.confirm.title).toBe(
      'Voulez-vous créer une sauvegarde complète de la base de données dans S3?',
    );
    expect(fr.backup.pending).toBe('Sauvegarde...');
    expect(fr.backup.toast.successTitle).toBe('Sauvegarde réussie');
    expect(fr.backup.toast.errorTitle).toBe('Erreur de sauvegarde');
    const fixed = t.getFixedT('fr');
    expect(fixed('backup.toast.savedToS3', { path: 's3://maneno/backups/a.tar.gz' })).toBe(
      'Base de données sauvegardée dans S3: s3://maneno/backups/a.tar.gz',
    );
  });
});
