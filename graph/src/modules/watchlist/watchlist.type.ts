import { Field, ID, Int, ObjectType } from 'type-graphql';
import { describedEnum } from '../../core/graphql/described-enum';
import { inputTypeFrom } from '../../core/graphql/input-type';
import type { WatchlistMatchedEvent } from '../../contracts/topics';
import { AddWatchlistEntryCommand, UpdateWatchlistEntryCommand, WatchlistCheckCommand } from './watchlist.commands';
import type { WatchlistEntry } from './watchlist.entity';
import type { WatchlistCheckView, WatchlistMatchPage, WatchlistMatchView, WatchlistPage } from './watchlist.service';

export const WatchlistActionEnum = describedEnum('WatchlistAction', 'What a match does (issue 37).', {
  ALERT: 'The person signs in; the depot managers are told at once',
  BLOCK: 'The kiosk refuses the sign-in with "Please see reception" (never why)',
});

@ObjectType('WatchlistEntry', { description: "A person on the tenant's watchlist (TenantAdmin and SuperAdmin only)." })
export class WatchlistEntryType {
  @Field(() => ID, { description: 'The id' }) id!: string;
  @Field({ description: 'Full name' }) name!: string;
  @Field(() => String, { nullable: true, description: 'E-mail address (matches alone)' }) email!: string | null;
  @Field(() => String, { nullable: true, description: 'Phone number (matches with the name)' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'Company (shown, not matched)' }) company!: string | null;
  @Field(() => String, { nullable: true, description: 'Car registration (matches alone)' }) carReg!: string | null;
  @Field({ description: 'Why (staff only)' }) reason!: string;
  @Field(() => WatchlistActionEnum, { description: 'ALERT or BLOCK' }) action!: string;
  @Field(() => Date, { nullable: true, description: 'When it stops counting (UTC); null: never' }) expiresAt!: Date | null;
  @Field({ description: 'Whether it has expired (expired entries match no one)' }) expired!: boolean;
  @Field({ description: 'The username of who added it' }) addedBy!: string;
  @Field(() => Date, { description: 'When it was added (UTC)' }) createdAt!: Date;
  static from(e: WatchlistEntry, now = new Date()) {
    return Object.assign(new WatchlistEntryType(), {
      id: e.id,
      name: e.name,
      email: e.email ?? null,
      phone: e.phone ?? null,
      company: e.company ?? null,
      carReg: e.carReg ?? null,
      reason: e.reason,
      action: e.action,
      expiresAt: e.expiresAt ?? null,
      expired: !!e.expiresAt && e.expiresAt.getTime() <= now.getTime(),
      addedBy: e.addedByName,
      createdAt: e.createdAt,
    });
  }
}

@ObjectType('WatchlistPage', { description: 'A page of watchlist entries (20 a page), by name.' })
export class WatchlistPageType {
  @Field(() => [WatchlistEntryType], { description: 'The entries of the page' }) entries!: WatchlistEntryType[];
  @Field(() => Int, { description: 'How many in all' }) total!: number;
  @Field(() => Int, { description: 'How many pages' }) pages!: number;
  @Field(() => Int, { description: 'This page (from 1)' }) page!: number;
  static from(p: WatchlistPage) {
    const now = new Date();
    return Object.assign(new WatchlistPageType(), { ...p, entries: p.entries.map((e) => WatchlistEntryType.from(e, now)) });
  }
}

@ObjectType('WatchlistMatch', {
  description: 'A sign-in that matched the watchlist, kept with its visit (no reason: staff see it on the list).',
})
export class WatchlistMatchType {
  @Field(() => ID, { description: 'The id' }) id!: string;
  @Field(() => ID, { description: 'The depot' }) depotId!: string;
  @Field({ description: 'The depot code' }) depotCode!: string;
  @Field(() => WatchlistActionEnum, { description: 'ALERT: signed in; BLOCK: refused' }) action!: string;
  @Field(() => [String], { description: 'Which fields matched: name, email, phone, carReg' }) matchedFields!: string[];
  @Field({ description: 'The name the person gave' }) personName!: string;
  @Field({ description: 'How they signed in: walk-in, planned, regular, partner (held: from a kiosk offline)' }) path!: string;
  @Field(() => Date, { description: 'When (UTC)' }) occurredAt!: Date;
  @Field(() => ID, { nullable: true, description: 'The attendance it opened (null when blocked)' }) attendanceId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The visit (null for a partner or when blocked)' }) visitId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The entry (null once it was removed)' }) entryId!: string | null;
  static from(m: WatchlistMatchView) {
    return Object.assign(new WatchlistMatchType(), m);
  }
}

@ObjectType('WatchlistMatchPage', { description: 'A page of watchlist matches (20 a page), newest first.' })
export class WatchlistMatchPageType {
  @Field(() => [WatchlistMatchType], { description: 'The matches of the page' }) matches!: WatchlistMatchType[];
  @Field(() => Int, { description: 'How many in all' }) total!: number;
  @Field(() => Int, { description: 'How many pages' }) pages!: number;
  @Field(() => Int, { description: 'This page (from 1)' }) page!: number;
  static from(p: WatchlistMatchPage) {
    return Object.assign(new WatchlistMatchPageType(), { ...p, matches: p.matches.map((m) => WatchlistMatchType.from(m)) });
  }
}

@ObjectType('WatchlistCheck', { description: 'Whether a person about to be booked matches the watchlist.' })
export class WatchlistCheckType {
  @Field({ description: 'Whether the person matches a live entry' }) matched!: boolean;
  @Field(() => WatchlistActionEnum, { nullable: true, description: 'ALERT or BLOCK' }) action!: string | null;
  @Field(() => [String], { description: 'Which fields matched: name, email, phone, carReg' }) matchedFields!: string[];
  @Field(() => String, { nullable: true, description: 'The warning to show the staff member who books' }) message!: string | null;
  static from(v: WatchlistCheckView) {
    return Object.assign(new WatchlistCheckType(), v);
  }
}

@ObjectType('WatchlistMatched', { description: 'A live notice: a sign-in at the depot matched the watchlist.' })
export class WatchlistMatchedType {
  @Field(() => ID, { description: 'The id of the match' }) matchId!: string;
  @Field(() => ID, { description: 'The depot' }) depotId!: string;
  @Field(() => WatchlistActionEnum, { description: 'ALERT or BLOCK' }) action!: string;
  @Field({ description: 'The name the person gave' }) personName!: string;
  @Field(() => [String], { description: 'Which fields matched: name, email, phone, carReg' }) matchedFields!: string[];
  @Field(() => Date, { description: 'When (UTC)' }) at!: Date;
  static from(e: WatchlistMatchedEvent) {
    return Object.assign(new WatchlistMatchedType(), { ...e, at: new Date(e.at) });
  }
}

export const AddWatchlistEntryInput = inputTypeFrom('AddWatchlistEntryInput', AddWatchlistEntryCommand, {
  description: 'A new watchlist entry.',
  fields: { action: { type: () => WatchlistActionEnum } },
});
export type AddWatchlistEntryInput = InstanceType<typeof AddWatchlistEntryInput>;

export const UpdateWatchlistEntryInput = inputTypeFrom('UpdateWatchlistEntryInput', UpdateWatchlistEntryCommand, {
  description: "A watchlist entry's fields (all sent: the edit replaces them).",
  fields: { action: { type: () => WatchlistActionEnum } },
});
export type UpdateWatchlistEntryInput = InstanceType<typeof UpdateWatchlistEntryInput>;

export const WatchlistCheckInput = inputTypeFrom('WatchlistCheckInput', WatchlistCheckCommand, {
  description: 'A person about to be booked at a depot.',
});
export type WatchlistCheckInput = InstanceType<typeof WatchlistCheckInput>;
