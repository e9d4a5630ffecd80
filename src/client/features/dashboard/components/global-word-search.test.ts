import { describe, expect, it } from 'vitest';
import type { WordSearchResult } from '@shared/schemas/words';
import { searchHitPath } from './global-word-search';

const hit = (overrides: Partial<WordSearchResult> = {}): WordSearchResult => ({
  id: 7,
  word: 'ngɔmbɛ',
  type: 'local',
  languagesCount: 2,
  localitiesCount: 3,
  localWord: 'ngɔmbɛ',
  homographNumber: null,
  localWordId: 7,
  languageName: 'Lingala',
  frenchWord: 'vache',
  englishWord: 'cow',
  match: { by: 'headword' },
  ...overrides,
});

describe('searchHitPath (where a search hit leads)', () => {
  it('opens the edit page from the back-office areas', () => {
    for (const path of ['/dashboard', '/words', '/words/edit/3', '/expressions', '/languages']) {
      expect(searchHitPath(hit(), path)).toBe('/words/edit/7');
    }
  });

  it('opens the public page, by the encoded local word, elsewhere', () => {
    expect(searchHitPath(hit(), '/')).toBe('/word/ng%C9%94mb%C9%9B');
    expect(searchHitPath(hit({ localWord: "ng'ombe" }), '/browse')).toBe("/word/ng'ombe");
  });

  it('uses the id when there is no local word text, or the public page without an id', () => {
    expect(searchHitPath(hit({ localWord: '' }), '/browse')).toBe('/word/7');
    expect(searchHitPath(hit({ localWordId: 0 }), '/dashboard')).toBe('/word/ng%C9%94mb%C9%9B');
  });
});
