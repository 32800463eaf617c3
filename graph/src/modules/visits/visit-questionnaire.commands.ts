import { id, text, z } from '../../core/command';

/** One visit's questionnaire. */
export const VisitQuestionnaireCommand = z.object({ visitId: id('visitId', 'Visit').describe("The visit's id (BookedVisit.id).") });
export type VisitQuestionnaireCommand = z.output<typeof VisitQuestionnaireCommand>;

/** GET api/view-visitor-questionnaire/{depotCode}/{attendeeId}: the attendee's latest visit at the depot. */
export const AttendeeQuestionnaireCommand = z.object({ depotCode: text('Depot code', 32), attendeeId: id('attendeeId', 'Attendee') });
export type AttendeeQuestionnaireCommand = z.output<typeof AttendeeQuestionnaireCommand>;
