import { feature, type ContextOf } from '../../core/feature';
import { AgreementVersion } from './agreement-version.entity';
import { AgreementsResolver } from './agreements.resolver';
import { AgreementsService } from './agreements.service';

/**
 * Agreements with versions (issue 38): every save of a tenant's kiosk texts keeps its words as an immutable version
 * (kiosk-texts calls `recordSave`, so this feature comes before it); sign-ins record the version they accepted
 * (attendance); the questionnaire, the visit detail and the agreement PDF (visits) read the words accepted then.
 */
export const agreements = feature({
  name: 'agreements',
  services: { agreements: (d) => new AgreementsService(d) },
  entities: [AgreementVersion],
  resolvers: [AgreementsResolver],
});

/** What the feature's resolver sees: its own service. */
export type AgreementsContext = ContextOf<typeof agreements>;
