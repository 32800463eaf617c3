import { legacyFields, parse, text, z } from '../command';

/** A REST row's legacy mapper from its spellings alone (issue 24): the rename and the 400's names come from one list. */
describe('legacyFields', () => {
  const Command = z.object({ shiftName: text('Shift name', 80), startTime: text('Start time'), tenantId: z.string().optional() });
  const legacy = legacyFields({ shiftName: ['ShiftName', 'shiftName'], startTime: ['StartTime', 'startTime'] });

  it('takes each field from the first spelling the body carries with a value, and passes the rest as sent', () => {
    expect(legacy.decode({ ShiftName: 'Early', startTime: '06:00', tenantId: 't1', Other: 1 })).toEqual({
      ShiftName: 'Early',
      shiftName: 'Early',
      startTime: '06:00',
      tenantId: 't1',
      Other: 1,
    });
    expect(legacy.decode({ ShiftName: '', shiftName: 'Late' }).shiftName).toBe('Late');
    expect(parse(Command, legacy.decode({ ShiftName: 'Early', StartTime: '06:00', tenantId: 't1', Other: 1 }))).toEqual({
      shiftName: 'Early',
      startTime: '06:00',
      tenantId: 't1',
    });
  });

  it('names a bad field as the client sent it, else by its first spelling', () => {
    const body = { shiftName: '' };
    expect(legacy.names(body)).toEqual({ shiftName: 'shiftName', startTime: 'StartTime' });
    expect(() => parse(Command, legacy.decode(body), legacy.names(body))).toThrow(
      expect.objectContaining({ fields: { shiftName: ['Shift name is required'], StartTime: ['Start time is required'] } }),
    );
  });
});
