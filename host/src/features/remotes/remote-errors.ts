import { IncompatibleRemoteError } from './remote-contract';

/** How the page area answers a remote that failed. */
export type RemoteFailure =
  /** Built for another shell: refused before it ran; Retry reads the map again. */
  | 'incompatible'
  /**
   * A file of the running release did not load (webpack's ChunkLoadError), most often because
   * the site was updated under the open page and its files are gone: only a fresh page fixes
   * that (React also keeps the failed page import).
   */
  | 'reload'
  /** Anything else (the network, the map): Retry. */
  | 'failed';

export function remoteFailure(error: unknown): RemoteFailure {
  if (error instanceof IncompatibleRemoteError) return 'incompatible';
  if (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/i.test(error.message))
  ) {
    return 'reload';
  }
  return 'failed';
}
