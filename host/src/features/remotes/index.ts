export { RemoteArea, forgetRemote } from './RemoteArea';
export { fetchRemoteMap, resetRemoteRegistration, REMOTE_MAP_URL } from './remote-registry';
