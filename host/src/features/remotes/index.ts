export { RemoteArea, forgetRemote } from './RemoteArea';
export {
  fetchRemoteMap,
  resetRemoteRegistration,
  REMOTE_MAP_URL,
  RELEASE_CHECK_INTERVAL_MS,
  useRunningVersion,
} from './remote-registry';
export { withReleaseCheck } from './release-check';
export { loadFirstRemote, resetRemoteLoads } from './load-remote-routes';
export { pageLoad } from './page-load';
export { FirstPaintTakeover } from './first-paint';
