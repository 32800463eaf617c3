// The presence feature's screens: one lazily loaded chunk (modules/presence/index.ts names them).
export { EvacuationPage } from './EvacuationPage';
export { EvacuationRecordPage } from './EvacuationRecordPage';
export { OnSitePage } from './OnSitePage';
