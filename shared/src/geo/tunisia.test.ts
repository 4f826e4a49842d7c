import {
  DELEGATION_ARABIC_NAMES,
  GOVERNORATES,
  GOVERNORATE_ARABIC_NAMES,
  GOVERNORATE_NAMES,
  delegationArabicName,
  delegationMatches,
  delegationsOf,
  governorateMatches,
  isKnownDelegation,
  placeNamesIn,
  placeText,
} from './tunisia';

describe('Tunisian geography', () => {
  it('has exactly 24 governorates with unique names', () => {
    expect(GOVERNORATES).toHaveLength(24);
    expect(GOVERNORATE_NAMES).toHaveLength(24);
    expect(new Set(GOVERNORATE_NAMES).size).toBe(24);
    expect(GOVERNORATE_NAMES).toEqual(GOVERNORATES.map((g) => g.name));
  });

  it('includes the expected governorates', () => {
    for (const name of [
      'Tunis',
      'Ariana',
      'Ben Arous',
      'Manouba',
      'Nabeul',
      'Zaghouan',
      'Bizerte',
      'Béja',
      'Jendouba',
      'Le Kef',
      'Siliana',
      'Sousse',
      'Monastir',
      'Mahdia',
      'Sfax',
      'Kairouan',
      'Kasserine',
      'Sidi Bouzid',
      'Gabès',
      'Médenine',
      'Tataouine',
      'Gafsa',
      'Tozeur',
      'Kébili',
    ]) {
      expect(GOVERNORATE_NAMES).toContain(name);
    }
  });

  it.each(GOVERNORATES.map((g) => [g.name, g] as const))(
    '%s has a non-empty delegation list ending with "Other" and no duplicates',
    (_name, g) => {
      expect(g.delegations.length).toBeGreaterThan(1);
      expect(g.delegations[g.delegations.length - 1]).toBe('Other');
      expect(g.delegations.indexOf('Other')).toBe(g.delegations.length - 1);
      expect(new Set(g.delegations).size).toBe(g.delegations.length);
      for (const d of g.delegations) {
        expect(d.trim()).toBe(d);
        expect(d.length).toBeGreaterThan(0);
      }
    },
  );

  it('has a realistic total number of delegations', () => {
    const total = GOVERNORATES.reduce(
      (sum, g) => sum + g.delegations.filter((d) => d !== 'Other').length,
      0,
    );
    expect(total).toBeGreaterThanOrEqual(250);
    expect(total).toBeLessThanOrEqual(290);
  });

  it('delegationsOf returns the list of a known governorate and [] otherwise', () => {
    const tunis = delegationsOf('Tunis');
    expect(tunis).toEqual(
      expect.arrayContaining(['Carthage', 'La Marsa', 'Le Bardo', 'El Menzah', 'Sidi Hassine']),
    );
    expect(tunis[tunis.length - 1]).toBe('Other');
    expect(delegationsOf('Sfax')).toEqual(
      expect.arrayContaining(['Sfax Ville', 'Sakiet Ezzit', 'Thyna', 'Kerkennah', 'Sfax Sud']),
    );
    expect(delegationsOf('Atlantis')).toEqual([]);
    expect(delegationsOf('')).toEqual([]);
  });

  it('isKnownDelegation checks membership within the governorate', () => {
    expect(isKnownDelegation('Tunis', 'Carthage')).toBe(true);
    expect(isKnownDelegation('Sfax', 'Kerkennah')).toBe(true);
    expect(isKnownDelegation('Tunis', 'Other')).toBe(true);
    expect(isKnownDelegation('Sfax', 'Other')).toBe(true);
    expect(isKnownDelegation('Sfax', 'Carthage')).toBe(false);
    expect(isKnownDelegation('Tunis', 'Atlantis')).toBe(false);
    expect(isKnownDelegation('Atlantis', 'Carthage')).toBe(false);
    expect(isKnownDelegation('Atlantis', 'Other')).toBe(false);
  });
});

describe('governorate matching', () => {
  it('accepts the French name without accents and the Arabic name', () => {
    expect(governorateMatches('Gabès', 'gabes')).toBe(true);
    expect(governorateMatches('Sfax', 'صفاقس')).toBe(true);
    expect(governorateMatches('Sfax', 'تونس')).toBe(false);
    expect(Object.keys(GOVERNORATE_ARABIC_NAMES).sort()).toEqual([...GOVERNORATE_NAMES].sort());
  });
});

describe('delegation names in Arabic', () => {
  it('names every delegation of every governorate, and nothing else', () => {
    expect(Object.keys(DELEGATION_ARABIC_NAMES).sort()).toEqual([...GOVERNORATE_NAMES].sort());
    for (const g of GOVERNORATES) {
      const named = g.delegations.filter((d) => d !== 'Other');
      expect(Object.keys(DELEGATION_ARABIC_NAMES[g.name]).sort()).toEqual([...named].sort());
      for (const d of g.delegations) {
        const arabic = delegationArabicName(g.name, d);
        expect({ d, arabic }).toEqual({ d, arabic: expect.stringMatching(/^[\u0600-\u06FF ]+$/) });
      }
      // Two delegations of one governorate never share an Arabic name.
      const arabicNames = g.delegations.map((d) => delegationArabicName(g.name, d));
      expect(new Set(arabicNames).size).toBe(arabicNames.length);
    }
  });

  it('gives the Arabic name within its governorate only', () => {
    expect(delegationArabicName('Sfax', 'Sakiet Ezzit')).toBe('ساقية الزيت');
    expect(delegationArabicName('Tunis', 'La Marsa')).toBe('المرسى');
    expect(delegationArabicName('Tunis', 'Other')).toBe('أخرى');
    expect(delegationArabicName('Sfax', 'La Marsa')).toBeUndefined();
    expect(delegationArabicName('Atlantis', 'Other')).toBeUndefined();
  });

  it('matches a typed French or Arabic delegation name', () => {
    expect(delegationMatches('Sfax', 'Sakiet Ezzit', 'sakiet')).toBe(true);
    expect(delegationMatches('Sfax', 'Sakiet Ezzit', 'ساقية الزيت')).toBe(true);
    expect(delegationMatches('Sfax', 'Sakiet Ezzit', 'الزيت')).toBe(true);
    expect(delegationMatches('Sfax', 'Thyna', 'الزيت')).toBe(false);
    expect(delegationMatches('Médenine', 'Djerba Houmt Souk', 'جربة')).toBe(true);
  });
});

describe('place names in a language', () => {
  it('shows the Arabic names in Arabic and the stored names otherwise', () => {
    expect(placeNamesIn('ar', 'Sfax', 'Sakiet Ezzit')).toEqual({
      governorate: 'صفاقس',
      delegation: 'ساقية الزيت',
    });
    expect(placeNamesIn('fr', 'Sfax', 'Sakiet Ezzit')).toEqual({
      governorate: 'Sfax',
      delegation: 'Sakiet Ezzit',
    });
    // Unknown names (old data) are shown as stored.
    expect(placeNamesIn('ar', 'Atlantis', 'Nowhere')).toEqual({
      governorate: 'Atlantis',
      delegation: 'Nowhere',
    });
  });

  it('writes a place as one text, delegation first, in the language', () => {
    expect(placeText('ar', 'Sfax', 'Sfax Ouest')).toBe('صفاقس الغربية، صفاقس');
    expect(placeText('ar-TN', 'Sfax', null)).toBe('صفاقس');
    expect(placeText('fr', 'Sfax', 'Sfax Ouest')).toBe('Sfax Ouest, Sfax');
    expect(placeText('en', null, null)).toBe('');
  });
});
