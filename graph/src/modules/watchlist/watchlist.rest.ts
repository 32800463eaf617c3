import { FileAnswer, staffDownload, XLSX_TYPE, type RestRoute } from '../../core/http/rest';
import { parse } from '../../core/command';
import type { Scope } from '../../core/feature';
import { WatchlistExportCommand } from './watchlist.commands';
import type { WatchlistService } from './watchlist.service';

/** The watchlist as an xlsx file (issue 37): TenantAdmin (their tenant), SuperAdmin (a named one). */
export const watchlistRoutes: RestRoute<Scope<{ watchlist: WatchlistService }>>[] = [
  staffDownload(
    {
      path: 'api/watchlist-export',
      tag: 'Watchlist',
      roles: ['SuperAdmin', 'TenantAdmin'],
      summary: "The tenant's watchlist as an xlsx file: query tenantId (SuperAdmin only)",
    },
    async (s, actor, { query }) => {
      const f = await s.watchlist.exportXlsx(actor, parse(WatchlistExportCommand, query));
      return new FileAnswer(f.fileName, XLSX_TYPE, f.data);
    },
  ),
];
