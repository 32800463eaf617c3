import type { RestRoute } from '../../core/http/rest';
import type { ReportsScope } from '.';
import { parse } from '../../core/command';
import { questionnaireUrl } from '../../contracts/kiosk-url';
import { AttendeeQuestionnaireCommand } from '../visits/visit-questionnaire.commands';
import { VisitQuestionnaireType } from '../visits/visit-questionnaire.type';
import {
  DailyVisitReportCommand,
  DateRangeVisitorsCommand,
  legacyDailyVisitReportOf as daily,
  legacyDateRangeVisitorsOf as range,
} from './visitor-report.commands';
import { VisitPageType } from './visitor-report.type';

const staff = { auth: 'staff' as const, tag: 'Reports' };

export const visitorReportRoutes: RestRoute<ReportsScope>[] = [
  {
    ...staff,
    method: 'GET',
    path: 'api/daily-visit-report',
    scopes: ['READ_REPORTS'],
    command: DailyVisitReportCommand,
    summary:
      "Planned visits of a depot's day, 5 a page: query depot (id), offset (the page, from 1; 0 is the first page too), date (yyyy-MM-dd, default today in the depot's zone)",
    run: async (s, actor, { query }) => VisitPageType.rest(await s.visitorReports.daily(actor, daily(query))),
  },
  {
    ...staff,
    method: 'POST',
    path: 'api/date-range-visitors-report',
    reads: true,
    scopes: ['READ_REPORTS'],
    command: DateRangeVisitorsCommand,
    summary:
      'Visitors of every kind by date range, 5 a page: depot (or depotId), dateFrom, dateTo required (at most 93 days); offset or page; search; visitType (All, Planned, Unplanned, Regular)',
    run: async (s, actor, { body }) => VisitPageType.rest(await s.visitorReports.dateRange(actor, range(body))),
  },
  {
    ...staff,
    method: 'GET',
    path: 'api/view-visitor-questionnaire/:depotCode/:attendeeId',
    summary:
      "The questionnaire of the attendee's latest visit at the depot (the visitQuestionnaire fields) with `url`, the printable web page to open in a new tab",
    run: async (s, actor, { params }) => {
      const q = VisitQuestionnaireType.from(await s.visitQuestionnaire.forAttendee(actor, parse(AttendeeQuestionnaireCommand, params)));
      return { ...q, url: questionnaireUrl(s.deps.config.publicUrl, q.visitId) };
    },
  },
];
