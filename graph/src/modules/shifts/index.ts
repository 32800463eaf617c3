import { feature, type ContextOf, type Scope } from '../../core/feature';
import { Shift } from './shift.entity';
import { ShiftResolver } from './shift.resolver';
import { shiftRoutes } from './shift.rest';
import { ShiftService } from './shift.service';

/** Its services, named (its REST rows' type cannot be read from the manifest that lists them). It needs no feature. */
export interface ShiftsServices {
  shifts: ShiftService;
}

/** Shifts (issue 23): a tenant's shifts, listed by any staff member, changed by its editors. */
export const shifts = feature<ShiftsServices>({
  name: 'shifts',
  services: { shifts: (d) => new ShiftService(d) },
  entities: [Shift],
  resolvers: [ShiftResolver],
  routes: shiftRoutes,
});

/** What the feature's resolver sees: its own service and the request's deps, not the whole registry. */
export type ShiftsContext = ContextOf<typeof shifts>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type ShiftsScope = Scope<ShiftsServices>;
