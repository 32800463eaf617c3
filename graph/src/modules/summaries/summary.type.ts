import { Field, ID, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { SetMySummaryCommand } from './summary.commands';
import type { MySummaryView } from './summary.service';

@ObjectType('MySummary', { description: 'A depot whose summaries you may have (issue 39), and what you chose.' })
export class MySummaryType {
  @Field(() => ID, { description: 'The depot' }) depotId!: string;
  @Field(() => String, { description: "The depot's code" }) depotCode!: string;
  @Field(() => String, { description: "The depot's time zone: its day and week end at its midnight" }) timeZone!: string;
  @Field(() => Boolean, { description: 'The end-of-day summary is sent to you' }) endOfDay!: boolean;
  @Field(() => Boolean, { description: 'The end-of-week summary (Monday to Sunday) is sent to you' }) endOfWeek!: boolean;
  static from(v: MySummaryView) {
    return Object.assign(new MySummaryType(), v);
  }
}

export const SetMySummaryInput = inputTypeFrom('SetMySummaryInput', SetMySummaryCommand, {
  description: 'Your end-of-day and end-of-week summaries of one depot, on or off.',
});
export type SetMySummaryInput = InstanceType<typeof SetMySummaryInput>;
