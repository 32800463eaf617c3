import { loadExcelJs } from '../../core/first-use';
import { ImportKind } from './import-job.entity';

/** Template version (spec 9: upload type is xlsx only, template version V1.1). */
export const TEMPLATE_VERSION = 'V1.1';

/** `optional`: a trailing column a file made from an earlier copy of the template may leave out (its cells are then blank). */
export interface TemplateColumn {
  header: string;
  example: string;
  note: string;
  optional?: boolean;
}

/**
 * The columns of template V1.1, in order: row 1 of the first sheet must carry exactly these headers
 * (case and surrounding spaces aside). Every row below is one partner / one planned visit.
 */
export const templates: Record<ImportKind, TemplateColumn[]> = {
  [ImportKind.Partner]: [
    { header: 'WorkId', example: '100234', note: 'Required. Digits only (at most 18), unique in the whole system.' },
    { header: 'Name', example: 'Sean Murphy', note: 'Required.' },
    { header: 'Organisation', example: 'Acme Logistics', note: 'Required. The agency shown in reports.' },
    { header: 'Email', example: 'sean.murphy@example.com', note: 'Optional.' },
    { header: 'Shift', example: '', note: 'Optional. The name of one of your shifts.' },
    { header: 'Role', example: '', note: 'Optional. One of your role names.' },
    { header: 'SignFlag', example: 'No', note: 'Optional: Yes/No (default No). Must sign the house rules.' },
    { header: 'BadgeNumFlag', example: 'No', note: 'Optional: Yes/No (default No). Needs a badge number.' },
    {
      header: 'SingleSignFlag',
      example: 'No',
      note: 'Optional: Yes/No (default No). Signs in once a day (warned at a second clock-in).',
      optional: true,
    },
    { header: 'EnterTemperature', example: 'No', note: 'Optional: Yes/No (default No). Enters a temperature at clock-in.', optional: true },
  ],
  [ImportKind.Visitor]: [
    { header: 'FirstName', example: 'Aoife', note: 'Required.' },
    { header: 'LastName', example: 'Kelly', note: 'Required.' },
    { header: 'Email', example: 'aoife.kelly@example.com', note: 'Required.' },
    { header: 'Company', example: 'Kelly Haulage', note: 'Required.' },
    { header: 'Date', example: '31/12/2030', note: "Required: dd/MM/yyyy, today or later (the depot's day)." },
    { header: 'Time', example: '09:30', note: "Required: HH:mm in the depot's time zone." },
    { header: 'HostName', example: '', note: 'Optional: defaults to the person uploading (host is me).' },
    { header: 'HostEmail', example: '', note: 'Optional: defaults to the person uploading.' },
    { header: 'Department', example: '', note: 'Optional.' },
  ],
  [ImportKind.Host]: [
    { header: 'Name', example: 'Niamh Byrne', note: 'Required.' },
    { header: 'Email', example: 'niamh.byrne@example.com', note: 'Required. One host per e-mail: a host already listed is updated.' },
    { header: 'Phone', example: '+353851234567', note: 'Optional. A mobile number in E.164 (+ and the country code), for an SMS.' },
    { header: 'Department', example: 'Goods in', note: 'Optional.' },
    { header: 'Language', example: 'en', note: 'Optional: en, pl, ro, lt, es, pt or ar (default: English).' },
    {
      header: 'ArrivalChannels',
      example: 'EMAIL',
      note: 'Optional: how they hear that a visitor arrived: EMAIL, SMS, TEAMS, SLACK, comma-separated (default EMAIL; SMS needs the phone).',
      optional: true,
    },
  ],
};

/**
 * Data rows a file may carry, per kind (a larger file is refused, naming the number). Partners are streamed into the
 * database as they are read (partner-upload.ts: memory does not grow with the file); planned visits are held, each
 * with its booking e-mail, so they stay at the smaller figure.
 */
export const MAX_ROWS: Record<ImportKind, number> = {
  [ImportKind.Partner]: 100_000,
  [ImportKind.Visitor]: 20_000,
  [ImportKind.Host]: 20_000,
};

export const templateFileName = (kind: ImportKind) => `${kind}-upload-template-${TEMPLATE_VERSION}.xlsx`;

/** The template workbook: the data sheet (header row + one example row) and a sheet explaining each column. */
export async function templateWorkbook(kind: ImportKind): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const wb = new ExcelJS.Workbook();
  wb.title = `Depot Register ${kind} upload template ${TEMPLATE_VERSION}`;
  wb.subject = `Template ${TEMPLATE_VERSION}`;
  const cols = templates[kind];
  const sheet = wb.addWorksheet({ [ImportKind.Partner]: 'Partners', [ImportKind.Visitor]: 'Visits', [ImportKind.Host]: 'Hosts' }[kind]);
  sheet.columns = cols.map((c) => ({ header: c.header, key: c.header, width: Math.max(14, c.header.length + 4) }));
  const example = sheet.addRow(cols.map((c) => c.example));
  example.eachCell((cell) => {
    cell.numFmt = '@';
  });
  sheet.getRow(1).font = { bold: true };
  const about = wb.addWorksheet('About');
  about.addRow([
    `Template ${TEMPLATE_VERSION}`,
    `Fill the first sheet; keep its header row as it is. At most ${MAX_ROWS[kind].toLocaleString('en-GB')} rows; values only (no formulas).`,
  ]);
  about.addRow([]);
  about.addRow(['Column', 'What to put there']).font = { bold: true };
  for (const c of cols) about.addRow([c.header, c.note]);
  about.getColumn(1).width = 16;
  about.getColumn(2).width = 90;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
