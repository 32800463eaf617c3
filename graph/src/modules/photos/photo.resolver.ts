import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { PhotosContext } from '.';
import { KioskDepotType } from '../depots/depot.type';
import { OnSiteRowType } from '../presence/on-site.type';
import { EvacueeType } from '../presence/evacuation.type';
import { BookedVisitType } from '../visits/booking.type';

/** The depot's photo setting (issue 37): staff read and change it; the kiosk reads it with its depot. */
@Resolver()
export class PhotoSettingResolver {
  @Authorized()
  @Query(() => Boolean, { description: 'Whether the kiosk of a depot the actor may see takes a photo at sign-in (issue 37).' })
  async depotPhotoAtSignIn(
    @Arg('depotId', () => ID, { description: 'The depot.' }) depotId: string,
    @Ctx() { services, actor }: PhotosContext,
  ) {
    return services.photos.setting(actor, depotId);
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => Boolean, { description: 'Turns the kiosk photo at sign-in on or off at a depot (issue 37); answers the new value.' })
  async setDepotPhotoAtSignIn(
    @Arg('depotId', () => ID, { description: 'The depot.' }) depotId: string,
    @Arg('enabled', { description: 'True: the kiosk asks for a photo at sign-in.' }) enabled: boolean,
    @Ctx() { services, actor }: PhotosContext,
  ) {
    return services.photos.setSetting(actor, depotId, enabled);
  }
}

@Resolver(() => KioskDepotType)
export class KioskDepotPhotoResolver {
  @FieldResolver(() => Boolean, { description: 'The kiosk takes a photo of the visitor at sign-in (issue 37; off by default).' })
  async photoAtSignIn(@Root() depot: KioskDepotType, @Ctx() { services }: PhotosContext) {
    return services.photos.atSignIn(depot.id);
  }
}

@Resolver(() => OnSiteRowType)
export class OnSitePhotoResolver {
  @FieldResolver(() => Boolean, { description: 'A photo was taken at sign-in (GET api/visitor-photo/{attendanceId}; issue 37).' })
  async hasPhoto(@Root() row: OnSiteRowType, @Ctx() { services }: PhotosContext) {
    return services.photos.hasPhoto(row.attendanceId);
  }
}

@Resolver(() => EvacueeType)
export class EvacueePhotoResolver {
  @FieldResolver(() => Boolean, { description: 'A photo was taken at sign-in (GET api/visitor-photo/{attendanceId}; issue 37).' })
  async hasPhoto(@Root() row: EvacueeType, @Ctx() { services }: PhotosContext) {
    return services.photos.hasPhoto(row.attendanceId);
  }
}

@Resolver(() => BookedVisitType)
export class VisitPhotoResolver {
  @FieldResolver(() => Boolean, {
    description: "A photo was taken at the visit's sign-in (GET api/visitor-photo/{attendanceId}; issue 37).",
  })
  async hasPhoto(@Root() visit: BookedVisitType, @Ctx() { services }: PhotosContext) {
    return services.photos.hasPhoto(visit.attendanceId);
  }
}
