// How Jest runs the project's unit and component tests.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  // Every core: Jest's default leaves one free, which is half of a two-core machine.
  maxWorkers: '100%',
  // A form typed into key by key takes longer than Jest's five seconds on one busy core.
  testTimeout: 15_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
  },
  testMatch: ['<rootDir>/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: [
    '/node_modules/',
    '/e2e/',
    '/.next/',
    '/out/',
    '/out-states/',
    // Copies of the checkout an end-to-end spec makes (e2e/commands/any-editor.spec.ts).
    '<rootDir>/test-results/',
  ],
  modulePathIgnorePatterns: ['<rootDir>/test-results/'],
};

// next-intl and its helpers ship ES modules only: let Jest transform them.
export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [
      '/node_modules/(?!(next-intl|use-intl|intl-messageformat|@formatjs)/)',
    ],
  };
}
