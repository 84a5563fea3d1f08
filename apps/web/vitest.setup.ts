import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Mantine needs these browser APIs, which jsdom lacks. (Tests of the server's render run without a window.)
if (typeof window !== 'undefined') stubBrowserApis();

afterEach(() => {
  cleanup();
  if (typeof window !== 'undefined') localStorage.clear();
});

function stubBrowserApis() {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  class IntersectionObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, {
    ResizeObserver: ResizeObserverStub,
    IntersectionObserver: IntersectionObserverStub,
  });
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};
}
