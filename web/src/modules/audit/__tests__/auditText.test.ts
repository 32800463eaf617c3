import { EMPTY, sent, shown, when } from '../auditText';
import { st } from '../../../i18n/staff';

describe('audit trail text', () => {
  it('sends only the filter boxes with something in them', () => {
    expect(sent(EMPTY)).toEqual({});
    expect(sent({ ...EMPTY, person: 'ada', action: '  ', from: '2026-11-01' })).toEqual({ person: 'ada', from: '2026-11-01' });
  });

  it('shows a recorded value: a string as it is, anything else as JSON, none as the empty mark', () => {
    expect(shown('"Depot A"')).toBe('Depot A');
    expect(shown('42')).toBe('42');
    expect(shown('{"min":35.5}')).toBe('{"min":35.5}');
    expect(shown('null')).toBe('null');
    expect(shown(null)).toBe(st('audit.empty'));
    expect(shown(undefined)).toBe(st('audit.empty'));
  });

  it('shows an instant to the second', () => {
    expect(when('2026-11-26T22:05:09.123Z')).toBe('2026-11-26 22:05:09');
  });
});
