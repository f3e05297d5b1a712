import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
// The outbox's write kinds, registered as in main.tsx.
import '@/app/outbox-writes';

// A test that logs console.error fails: React warnings and unhandled API errors are defects.
const originalError = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  const seen = errors;
  errors = [];
  if (seen.length > 0) {
    throw new Error(`console.error was called:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
