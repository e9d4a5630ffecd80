import { describe, expect, it } from 'vitest';
import { definitionProblem, missingDefinition, stripMarkup } from './definitions';
import { RelationIndex } from './relation-pairs';

describe('missingDefinition', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['  \n\t\r\f\v', true],
    ['\u00a0', false],
    [' a ', false],
  ] as const)('%j -> %s', (definition, missing) => {
    expect(missingDefinition(definition)).toBe(missing);
  });
});

describe('definitionProblem', () => {
  const english = ['The clear liquid that falls as rain.'];
  it.each([
    [null, null],
    ['Liquide incolore et inodore.', null],
    ["L'eau qu'on boit.", null],
    ['', null], // missing, not problematic
    ['  \n ', null],
    ['<p>Liquide</p>', 'markup'],
    ['Liquide {{term|fr}}', 'markup'],
    ['Voir [[eau]]', 'markup'],
    ["''Liquide''", 'markup'],
    ['Liquide &amp; vie', 'markup'],
    ['Liquide &#233;', 'markup'],
    ['the clear  liquid that falls as RAIN.', 'english'],
  ] as const)('%j -> %s', (definition, problem) => {
    expect(definitionProblem(definition, english)).toBe(problem);
  });
});

describe('stripMarkup', () => {
  it.each([
    ['<b>Petit</b> félin', 'Petit félin'],
    ['Voir [[chat|chats]] et [[chien]]', 'Voir chats et chien'],
    ['{{zoologie}} Mammifère', 'Mammifère'],
    ["''Félin'' domestique", 'Félin domestique'],
    ['Sel &amp; poivre, &#233;t&#xE9; &nbsp;', 'Sel & poivre, été'],
    ['&#0; &#99999999; &bogus;', '&bogus;'],
  ])('%j -> %j', (text, expected) => {
    expect(stripMarkup(text)).toBe(expected);
  });
});

describe('RelationIndex', () => {
  it('keeps each pair once and finds it by either member, case aside, with a compatible part of speech', () => {
    const index = new RelationIndex();
    const pair = {
      french: { word: 'Chat', partOfSpeech: 'nom' },
      english: { word: 'cat', partOfSpeech: 'noun' },
    };
    index.add(pair, 'freedict');
    index.add({ ...pair, french: { word: 'Chat', partOfSpeech: 'nom' } }, 'freedict');
    index.add({ french: { word: ' ', partOfSpeech: null }, english: pair.english }, 'freedict');
    expect(index.pairs).toHaveLength(1);
    expect(index.pairsOf('french', 'chat', 'nom')).toHaveLength(1);
    expect(index.pairsOf('french', 'CHAT', null)).toHaveLength(1);
    expect(index.pairsOf('french', 'chat', 'verbe')).toEqual([]);
    expect(index.pairsOf('english', 'cat', 'noun')[0]!.french.word).toBe('Chat');
    expect(index.pairsOf('french', 'chât', 'nom')).toEqual([]); // accents are kept
  });
});
