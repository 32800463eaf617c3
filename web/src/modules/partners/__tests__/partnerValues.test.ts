import { blankPartner, validatePartner } from '../partnerValues';
import { st } from '../../../i18n/staff';

describe('partner form rules', () => {
  it('needs organisation, name and a numeric work id to register', () => {
    expect(validatePartner(blankPartner, 'register')).toEqual({
      organisation: 'Organisation is required',
      name: 'Name is required',
      workId: 'Work ID is required',
    });
    const ok = { ...blankPartner, organisation: 'Acme', name: 'Ada', workId: ' 0042 ' };
    expect(validatePartner(ok, 'register')).toEqual({});
    expect(validatePartner({ ...ok, workId: '42a' }, 'register')).toEqual({ workId: st('partners.workIdNumeric') });
  });

  it('leaves the work id alone when editing (it is fixed once registered)', () => {
    expect(validatePartner({ ...blankPartner, organisation: 'Acme', name: 'Ada', workId: 'not checked' }, 'edit')).toEqual({});
    expect(validatePartner({ ...blankPartner, organisation: ' ', name: 'Ada' }, 'edit')).toEqual({
      organisation: 'Organisation is required',
    });
  });

  it('starts with every kiosk flag off', () => {
    expect([blankPartner.signFlag, blankPartner.badgeNumFlag, blankPartner.singleSignFlag, blankPartner.enterTemperature]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
