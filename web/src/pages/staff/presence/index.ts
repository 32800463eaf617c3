// Presence screens (issue 23): on site now and the evacuation roll-call; one lazily loaded chunk.
export { OnSitePage } from './OnSitePage';
export { EvacuationPage } from './EvacuationPage';
export { EvacuationRecordPage } from './EvacuationRecordPage';
export { KiosksPage } from './KiosksPage';
