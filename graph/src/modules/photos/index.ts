import { feature, need, type ContextOf } from '../../core/feature';
import type { DepotService } from '../depots/depot.service';
import { DepotPhotoSetting, VisitorPhoto } from './photo.entity';
import {
  EvacueePhotoResolver,
  KioskDepotPhotoResolver,
  OnSitePhotoResolver,
  PhotoSettingResolver,
  VisitPhotoResolver,
} from './photo.resolver';
import { photoRoutes } from './photo.rest';
import { PhotoService } from './photo.service';

/**
 * Visitor photos (issue 37): a depot may have its kiosk take a photo at sign-in; the file is kept in the photo store
 * (core/files/blob-store.ts), shown to staff of that tenant and depot (on-site list, roll-call, visit detail, label),
 * and removed with the person by retention and erasure (modules/retention marks it; sweepPhotos deletes the file).
 */
export const photos = feature<{ photos: PhotoService }, { depots: DepotService }>({
  name: 'photos',
  needs: { depots: need<DepotService>('depots') },
  services: { photos: (d, { depots }) => new PhotoService(d, depots) },
  entities: [VisitorPhoto, DepotPhotoSetting],
  resolvers: [PhotoSettingResolver, KioskDepotPhotoResolver, OnSitePhotoResolver, EvacueePhotoResolver, VisitPhotoResolver],
  routes: photoRoutes,
});

/** What the feature's resolvers see: its own service and the depots' (its need). */
export type PhotosContext = ContextOf<typeof photos>;
