// Presence screens (issue 23): on site now; one lazily loaded chunk.
export { OnSitePage } from './OnSitePage';
