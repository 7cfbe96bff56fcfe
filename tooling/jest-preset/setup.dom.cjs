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

// Browser APIs that jsdom lacks and react-router needs: TextEncoder, and Request for data routers
// (createMemoryRouter), which build one per navigation. The stand-in carries only what a navigation
// without loaders reads.
const { TextEncoder, TextDecoder } = require('util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class Request {
    constructor(input, init = {}) {
      this.url = typeof input === 'string' ? input : String(input.url ?? input);
      this.method = String(init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
      this.headers = new Map(Object.entries(init.headers ?? {}));
      this.body = init.body ?? null;
    }
  };
}

// The first render of a test file compiles lazy routes (antd included) through ts-jest on a cold
// cache, which takes seconds on a busy 2-core machine; give findBy queries time.
require('@testing-library/react').configure({ asyncUtilTimeout: 15000, defaultHidden: true });

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
