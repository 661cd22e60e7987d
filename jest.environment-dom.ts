import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom plus the platform classes a browser has and jsdom lacks: fetch's Request/Response/Headers
 * (RTK Query), AbortController (fetch's time-out; must be the same realm as Request) and
 * TextEncoder (react-router). Taken from Node, which implements the same WHATWG standards.
 *
 * jest.config.ts makes it the environment of every web project. Tests replace `fetch` with a
 * fake; the default refuses, so no test reaches a network.
 */
export default class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const page = this.global as unknown as Window & typeof globalThis;
    const NodeRequest = globalThis.Request;
    // A browser resolves '/api/...' against the page address; Node's Request needs a full URL.
    class PageRequest extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    }
    Object.assign(page, {
      fetch: () => Promise.reject(new TypeError('fetch is not faked in this test')),
      Request: PageRequest,
      Response: globalThis.Response,
      Headers: globalThis.Headers,
      FormData: globalThis.FormData,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
      ReadableStream: globalThis.ReadableStream,
      structuredClone: globalThis.structuredClone,
    });
  }
}
