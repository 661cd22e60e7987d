export { RemoteArea, forgetRemote } from './RemoteArea';
export {
  fetchRemoteMap,
  resetRemoteRegistration,
  REMOTE_MAP_URL,
  RELEASE_CHECK_INTERVAL_MS,
  useRunningVersion,
} from './remote-registry';
export { withReleaseCheck } from './release-check';
export { pageLoad } from './page-load';
