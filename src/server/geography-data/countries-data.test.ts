import { describe, expect, it } from 'vitest';
import { fold } from '@shared/fold';
import { loadCountryRecords } from './countries-data';
import { flagCodes } from './flags';
import { loadSubdivisions } from './subdivisions-data';

describe('bundled country data', () => {
  it('has the 250 countries once each, with French and native names', async () => {
    const records = await loadCountryRecords();
    expect(records).toHaveLength(250);
    expect(new Set(records.map((r) => r.iso2)).size).toBe(250);
    expect(new Set(records.map((r) => r.iso3)).size).toBe(250);
    expect(records.find((r) => r.iso2 === 'CM')).toEqual({
      iso2: 'CM',
      iso3: 'CMR',
      name: 'Cameroon',
      nameFr: 'Cameroun',
      nativeName: 'Cameroun',
      capital: 'Yaounde',
      region: 'Africa',
      subregion: 'Middle Africa',
      population: expect.any(Number),
      flagSvg: '/api/flags/cm.svg',
      flagPng: '/api/flags/cm.png',
    });
    const byCode = new Map(records.map((r) => [r.iso2, r]));
    expect(byCode.get('CD')?.nameFr).toBe('Congo (Rép. dém.)');
    expect(byCode.get('CD')?.nativeName).toBe('RD Congo');
    expect(byCode.get('CG')?.nativeName).toBe('République du Congo');
    // Native names in one of the country's own languages, not the English name again.
    expect(byCode.get('ZA')?.nativeName).not.toBe('South Africa');
    expect(byCode.get('ET')?.nativeName).toBe('ኢትዮጵያ');
    // Countries without per-country metadata still get a French name.
    expect(byCode.get('VA')?.nameFr).toBe('Cité du Vatican');
  });

  it('corrects the French names the data gets wrong', async () => {
    const byCode = new Map((await loadCountryRecords()).map((r) => [r.iso2, r.nameFr]));
    expect(byCode.get('GY')).toBe('Guyana');
    expect(byCode.get('GF')).toBe('Guyane');
    expect(byCode.get('UG')).toBe('Ouganda');
    expect(byCode.get('LC')).toBe('Sainte-Lucie');
  });

  it('fits the columns of the countries table and has a flag for every country', async () => {
    const records = await loadCountryRecords();
    for (const r of records) {
      expect(r.iso2).toMatch(/^[A-Z]{2}$/);
      expect(r.iso3).toMatch(/^[A-Z]{3}$/);
      expect(r.name.length).toBeLessThanOrEqual(255);
      for (const text of [r.nameFr, r.nativeName, r.capital]) {
        expect((text ?? '').length).toBeLessThanOrEqual(255);
      }
      for (const text of [r.region, r.subregion])
        expect((text ?? '').length).toBeLessThanOrEqual(100);
    }
    const codes = await flagCodes();
    expect(records.filter((r) => !codes.has(r.iso2.toLowerCase())).map((r) => r.iso2)).toEqual([]);
  });
});

describe('bundled subdivision data', () => {
  it('has the first-level regions of Cameroon, DR Congo and Tanzania', async () => {
    const cameroon = await loadSubdivisions('CM');
    expect(cameroon).toHaveLength(10);
    expect(cameroon).toContainEqual({ name: 'Adamawa', stateCode: 'AD', type: 'region' });
    expect(await loadSubdivisions('CD')).toHaveLength(26);
    expect(await loadSubdivisions('tz')).toHaveLength(31);
  });

  it('keeps one subdivision per folded name and per code, the first the data lists', async () => {
    const lithuania = await loadSubdivisions('LT');
    expect(lithuania.filter((s) => s.name === 'Vilnius')).toEqual([
      expect.objectContaining({ name: 'Vilnius' }),
    ]);
    for (const country of await loadCountryRecords()) {
      const list = await loadSubdivisions(country.iso2);
      expect(new Set(list.map((s) => fold(s.name))).size).toBe(list.length);
      const codes = list.flatMap((s) => (s.stateCode ? [s.stateCode] : []));
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('answers an empty list for a country without data and for an unknown code', async () => {
    expect(await loadSubdivisions('AQ')).toEqual([]);
    expect(await loadSubdivisions('ZZ')).toEqual([]);
  });

  it('fits the columns of the regions table', async () => {
    for (const country of await loadCountryRecords()) {
      for (const s of await loadSubdivisions(country.iso2)) {
        expect(s.name.length).toBeGreaterThan(0);
        expect(s.name.length).toBeLessThanOrEqual(255);
        expect((s.stateCode ?? '').length).toBeLessThanOrEqual(10);
        expect((s.type ?? '').length).toBeLessThanOrEqual(50);
      }
    }
  });
});
