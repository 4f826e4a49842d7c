import { prizeLines } from './wheel-drawing';

describe('prizeLines', () => {
  it('keeps a short title on one line at the base size', () => {
    expect(prizeLines('Remise 10 %', 12)).toEqual({ lines: ['Remise 10 %'], fontSize: 12 });
  });

  it('wraps a long title at the space nearest its middle instead of cutting it', () => {
    expect(prizeLines('Livraison gratuite', 12).lines).toEqual(['Livraison', 'gratuite']);
    expect(prizeLines('توصيل مجاني إلى المنزل', 12).lines).toEqual(['توصيل مجاني', 'إلى المنزل']);
  });

  it('shrinks one long word to fit the radius, never below 8', () => {
    const { lines, fontSize } = prizeLines('Anticonstitutionnellement', 12);
    expect(lines).toEqual(['Anticonstitutionnelle…']);
    expect(fontSize).toBe(8);
    expect(prizeLines('Bonbonnière', 12).fontSize).toBe(12);
    expect(prizeLines('Aspirateur-balai', 12).fontSize).toBe(11);
  });
});
