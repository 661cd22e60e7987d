import { loadExposedModule, sharedScope, type ShareScope } from './webpack-container';

/*
 * How the shell starts a remote's container. jest has no webpack: its two federation globals are
 * stood in for here, and a script tag "loads" when the test says so (jsdom runs no scripts).
 */
const scope: ShareScope = { react: { '19.3.1': { from: 'wallet_host' } } };
const initSharing = jest.fn(() => Promise.resolve());
const webpackGlobals = globalThis as unknown as Record<string, unknown>;
webpackGlobals.__webpack_init_sharing__ = initSharing;
webpackGlobals.__webpack_share_scopes__ = { default: scope };

const ENTRY = 'https://wallet.example/remotes/member/1.0.0-r1/remoteEntry.js';

/** What each script added to the page does when it "loads": set a container, or fail. */
let onScript: (script: HTMLScriptElement) => void;
const observer = new MutationObserver((records) => {
  for (const record of records) {
    record.addedNodes.forEach((node) => {
      if (node instanceof HTMLScriptElement) onScript(node);
    });
  }
});
observer.observe(document.head, { childList: true });
afterAll(() => observer.disconnect());

function fakeContainer(routes: unknown) {
  return {
    init: jest.fn(),
    get: jest.fn((exposed: string) =>
      exposed === './routes'
        ? Promise.resolve(() => ({ default: routes }))
        : Promise.reject(new Error(`no ${exposed}`)),
    ),
  };
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete webpackGlobals.member;
});

test('runs the entry once, starts its container in the page’s shared scope, gives the exposed module', async () => {
  const container = fakeContainer(['home']);
  onScript = (script) => {
    webpackGlobals.member = container;
    script.onload?.(new Event('load'));
  };
  await expect(loadExposedModule(ENTRY, 'member', './routes')).resolves.toEqual({
    default: ['home'],
  });
  await loadExposedModule(ENTRY, 'member', './routes');
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  expect(document.head.querySelector('script')?.src).toBe(ENTRY);
  expect(container.init).toHaveBeenCalledTimes(1);
  expect(container.init).toHaveBeenCalledWith(scope);
  expect(container.get).toHaveBeenCalledTimes(2);
});

test('an entry that does not load is taken out and forgotten: the next load runs it again', async () => {
  const entry = ENTRY.replace('1.0.0-r1', '1.0.0-r2');
  onScript = (script) => script.onerror?.(new Event('error'));
  await expect(loadExposedModule(entry, 'member', './routes')).rejects.toThrow(
    `${entry} did not load`,
  );
  expect(document.head.querySelectorAll('script')).toHaveLength(0);

  onScript = (script) => {
    webpackGlobals.member = fakeContainer(['back']);
    script.onload?.(new Event('load'));
  };
  await expect(loadExposedModule(entry, 'member', './routes')).resolves.toEqual({
    default: ['back'],
  });
});

test('an entry that sets no container is an error naming the entry and the global', async () => {
  const entry = ENTRY.replace('1.0.0-r1', '1.0.0-r3');
  onScript = (script) => script.onload?.(new Event('load'));
  await expect(loadExposedModule(entry, 'member', './routes')).rejects.toThrow(
    `${entry} did not set the container member`,
  );
});

test('says when the container has started, before asking it for the module', async () => {
  const entry = ENTRY.replace('1.0.0-r1', '1.0.0-r4');
  const steps: string[] = [];
  initSharing.mockImplementationOnce(() => {
    steps.push('sharing');
    return Promise.resolve();
  });
  const container = fakeContainer(['home']);
  container.init.mockImplementation(() => steps.push('init'));
  container.get.mockImplementation(() => {
    steps.push('get');
    return Promise.reject(new Error('Loading chunk 3278 failed.'));
  });
  onScript = (script) => {
    webpackGlobals.member = container;
    script.onload?.(new Event('load'));
  };
  await expect(
    loadExposedModule(entry, 'member', './routes', () => steps.push('started')),
  ).rejects.toThrow('Loading chunk 3278 failed.');
  expect(steps).toEqual(['sharing', 'init', 'started', 'get']);
  // Its code is in the page now: the next load asks the same container again, without a new
  // script.
  await expect(loadExposedModule(entry, 'member', './routes')).rejects.toThrow();
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  expect(container.init).toHaveBeenCalledTimes(1);
});

test('a container that fails to start is forgotten, and a global left by an earlier entry is not taken for it', async () => {
  const entry = ENTRY.replace('1.0.0-r1', '1.0.0-r5');
  const broken = fakeContainer([]);
  broken.init.mockImplementation(() => Promise.reject(new Error('init failed')));
  onScript = (script) => {
    webpackGlobals.member = broken;
    script.onload?.(new Event('load'));
  };
  const started = jest.fn();
  await expect(loadExposedModule(entry, 'member', './routes', started)).rejects.toThrow(
    'init failed',
  );
  expect(started).not.toHaveBeenCalled();

  // The entry runs again but throws before it sets its container: the old one is not reused.
  onScript = (script) => script.onload?.(new Event('load'));
  await expect(loadExposedModule(entry, 'member', './routes')).rejects.toThrow(
    'did not set the container member',
  );
  expect(document.head.querySelectorAll('script')).toHaveLength(2);
});

test('the shared scope is the one webpack keeps, with the shell’s packages registered first', () => {
  initSharing.mockClear();
  expect(sharedScope()).toBe(scope);
  expect(initSharing).toHaveBeenCalledWith('default');
});
