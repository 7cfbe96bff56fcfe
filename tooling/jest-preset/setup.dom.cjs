require('@testing-library/jest-dom');

// antd reads these browser APIs, which jsdom does not provide.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.scrollTo || String(window.scrollTo).includes('not implemented')) window.scrollTo = () => {};
const { getComputedStyle } = window;
// jsdom does not implement pseudo-element styles; antd asks for them.
window.getComputedStyle = (elt) => getComputedStyle(elt);

// Browser APIs that jsdom lacks: TextEncoder; Request, which react-router's data routers build per
// navigation and RTK Query's fetchBaseQuery per call; Response, which fake servers answer with.
// Node's own classes reject jsdom's AbortSignal and FormData, so these stand-ins keep the body as
// given (a fake server reads `await request.json()` or `await request.formData()`).
const { TextEncoder, TextDecoder } = require('util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

const bodyText = (body) => (body == null ? '' : typeof body === 'string' ? body : JSON.stringify(body));
const bodyMethods = {
  async text() {
    return bodyText(this._body);
  },
  async json() {
    return JSON.parse(bodyText(this._body));
  },
  async blob() {
    return this._body instanceof Blob ? this._body : new Blob([bodyText(this._body)]);
  },
  async formData() {
    if (this._body instanceof FormData) return this._body;
    throw new TypeError('The body is not FormData');
  },
};

if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      const from = typeof input === 'object' && input !== null && 'method' in input ? input : undefined;
      const raw = from ? from.url : String(input);
      this.url = globalThis.location ? new URL(raw, globalThis.location.href).href : raw;
      this.method = String(init.method ?? from?.method ?? 'GET').toUpperCase();
      this.headers = new Headers(init.headers ?? from?.headers);
      this.signal = init.signal ?? from?.signal ?? new AbortController().signal;
      this.credentials = init.credentials ?? from?.credentials ?? 'same-origin';
      this._body = init.body ?? from?._body ?? null;
      this.body = this._body;
    }
    clone() {
      return new Request(this);
    }
  };
  Object.assign(globalThis.Request.prototype, bodyMethods);
}
if (typeof globalThis.Response === 'undefined') {
  globalThis.Response = class Response {
    constructor(body = null, init = {}) {
      this._body = body;
      this.status = init.status ?? 200;
      this.statusText = init.statusText ?? '';
      this.ok = this.status >= 200 && this.status < 300;
      this.headers = new Headers(init.headers);
    }
    clone() {
      return new Response(this._body, this);
    }
  };
  Object.assign(globalThis.Response.prototype, bodyMethods);
}

// The first render of a test file loads lazy routes (antd included), which takes seconds on a busy
// 2-core machine; give findBy queries time. Queries skip hidden elements (Testing Library's default),
// as a user cannot see them: a test that must reach one says `{ hidden: true }`.
require('@testing-library/react').configure({ asyncUtilTimeout: 15000, defaultHidden: false });

// jsdom lacks MessageChannel, which antd's Select (rc-util's macro task) uses when an option is
// clicked. A timer-based stand-in keeps the order of events and works with jest's fake timers.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const port = (other) => ({
        onmessage: null,
        postMessage: (data) => setTimeout(() => other().onmessage?.({ data })),
        start() {},
        close() {},
      });
      this.port1 = port(() => this.port2);
      this.port2 = port(() => this.port1);
    }
  };
}

// React's development build captures an Error (its "owner stack") for every element it creates, to
// print better warnings: 8 % of a component test's time (a profile of the clinic register page's
// tests, 2-core Intel Xeon, 2026-11-28). The warnings still print, without that stack. The React the tests load
// is the package's own (resolved from the package's folder, where jest runs).
{
  const react = require(require.resolve('react', { paths: [process.cwd()] }));
  const internals = react.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals && 'recentlyCreatedOwnerStacks' in internals) {
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set() {}, configurable: true });
  }
}
