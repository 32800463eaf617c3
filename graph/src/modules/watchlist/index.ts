import { feature, type ContextOf } from '../../core/feature';
import { WatchlistEntry, WatchlistMatch } from './watchlist.entity';
import { WatchlistResolver } from './watchlist.resolver';
import { WatchlistService } from './watchlist.service';
import { handleWatchlistAlert } from './watchlist-alert.job';
import { watchlistRoutes } from './watchlist.rest';

/**
 * The watchlist (issue 37): a tenant's deny list, managed by its admins; every sign-in is screened against it
 * (WatchlistScreen, called by AttendanceService, which sits above this module); matches e-mail the depot's managers
 * ('watchlist-alert') and show live on the depot's staff screens.
 */
export const watchlist = feature<{ watchlist: WatchlistService }>({
  name: 'watchlist',
  services: { watchlist: (d) => new WatchlistService(d) },
  entities: [WatchlistEntry, WatchlistMatch],
  resolvers: [WatchlistResolver],
  routes: watchlistRoutes,
  jobs: { 'watchlist-alert': handleWatchlistAlert },
});

/** What the feature's resolver sees: its own service (the depots it may use are a function: visibleDepot). */
export type WatchlistContext = ContextOf<typeof watchlist>;
