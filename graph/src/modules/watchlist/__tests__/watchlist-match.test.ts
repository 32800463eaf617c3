import { carRegKey, keysOf, matchFields, nameKey, phoneKey } from '../watchlist-match';

/** The matching rule (issue 37) as a table: which fields match and whether they make a match. */
describe('watchlist matching', () => {
  const entry = keysOf({ name: 'José  Álvarez-Núñez', email: 'Jose@Example.test', phone: '+44 7700 900123', carReg: 'AB12 CDE' });
  const cases: [string, Parameters<typeof keysOf>[0], string[] | null][] = [
    [
      'accents, case, spacing and punctuation of the name, with the e-mail',
      { name: 'jose alvarez nunez', email: 'jose@example.test' },
      ['name', 'email'],
    ],
    ['upper case name with the car registration', { name: 'JOSÉ ÁLVAREZ-NÚÑEZ', carReg: 'ab12cde' }, ['name', 'carReg']],
    ['name with the phone (other formatting)', { name: 'Jose Alvarez Nunez', phone: '447700900123' }, ['name', 'phone']],
    ['e-mail alone (another name, any case)', { name: 'Someone Else', email: ' JOSE@example.TEST ' }, ['email']],
    ['car registration alone (spaces, dashes, case)', { name: 'Someone Else', carReg: 'ab-12 c de' }, ['carReg']],
    ['name alone is not enough', { name: 'José Álvarez Núñez', email: 'other@example.test', carReg: 'ZZ99ZZZ' }, null],
    ['phone alone is not enough', { name: 'Someone Else', phone: '+44 7700 900123' }, null],
    ['nothing in common', { name: 'Ada Byrne', email: 'ada@example.test' }, null],
  ];
  it.each(cases)('%s', (_what, person, expected) => {
    expect(matchFields(entry, keysOf(person))).toEqual(expected);
  });

  it('keys', () => {
    expect(nameKey('  Zoë   O’Brien ')).toBe('zoe obrien');
    expect(phoneKey('+44 (0) 7700-900')).toBe('4407700900');
    expect(carRegKey(' 12-d 345 ')).toBe('12D345');
  });

  it('an empty key of the entry matches nothing (no e-mail on the entry, none given)', () => {
    const noEmail = keysOf({ name: 'Ada Byrne', carReg: 'X1' });
    expect(matchFields(noEmail, keysOf({ name: 'Someone', email: '' }))).toBeNull();
  });
});
