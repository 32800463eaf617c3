import type { FeatureManifest } from '../../app/features';
import { lazyRetry } from '../../app/lazyRetry';
import { paths } from '../../app/paths';

/** The approvals feature's manifest (app/features.ts): the host's approve-or-refuse link (public: the token is the link's) and its words. */
export const approvals: FeatureManifest = {
  name: 'approvals',
  publicRoutes: [{ path: paths.approvalLink, screen: lazyRetry(() => import('./ApprovalLinkPage').then((m) => m.ApprovalLinkPage)) }],
  words: ['approvals'],
};
