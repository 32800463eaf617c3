import { argsFrom } from '../../core/graphql/input-type';
import { WatchlistEntryIdCommand, WatchlistListCommand, WatchlistMatchesCommand } from './watchlist.commands';

/* The watchlist operations' arguments, built from their commands (issue 42): declared once, in the command. */
export const WatchlistListArgs = argsFrom('WatchlistListArgs', WatchlistListCommand);
export type WatchlistListArgs = InstanceType<typeof WatchlistListArgs>;
export const WatchlistMatchesArgs = argsFrom('WatchlistMatchesArgs', WatchlistMatchesCommand);
export type WatchlistMatchesArgs = InstanceType<typeof WatchlistMatchesArgs>;
export const WatchlistEntryIdArgs = argsFrom('WatchlistEntryIdArgs', WatchlistEntryIdCommand);
export type WatchlistEntryIdArgs = InstanceType<typeof WatchlistEntryIdArgs>;
