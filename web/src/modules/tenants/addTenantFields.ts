/** The create request's field names (a refusal names them) -> the form's (issue 36: a refusal shows at its field). */
export const addTenantServerFields: Record<string, string> = {
  name: 'name',
  'rep.name': 'repName',
  'rep.username': 'username',
  'rep.email': 'repEmail',
  'rep.repeatEmail': 'repEmail_confirmation',
  repEmail_confirmation: 'repEmail_confirmation',
  'depots.code': 'code',
  'depots.line1': 'line1',
  'depots.line2': 'line2',
  'depots.county': 'county',
  'depots.eirCode': 'eirCode',
};
