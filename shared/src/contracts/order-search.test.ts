import { parseOrderSearch } from './order-search';

describe('parseOrderSearch', () => {
  it('reads an id, a code and a phone, and nothing from text none of them can be', () => {
    expect(parseOrderSearch('223')).toEqual({
      idPrefix: '223',
      codePrefix: null,
      phonePrefix: '223',
    });
    expect(parseOrderSearch(' wlv139626676 ')).toMatchObject({
      idPrefix: null,
      codePrefix: 'WLV139626676',
    });
    expect(parseOrderSearch('+216 22 123')).toEqual({
      idPrefix: null,
      codePrefix: null,
      phonePrefix: '22123',
    });
    expect(parseOrderSearch('18')).toMatchObject({ idPrefix: '18', phonePrefix: null });
    for (const text of ['!!', 'a b', '+216', '+33 6 12', ' '])
      expect(parseOrderSearch(text)).toBeNull();
  });
});
