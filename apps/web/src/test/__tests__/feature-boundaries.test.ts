import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
// The rule under test belongs to the workspace's lint configuration, outside this project.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { featureBoundaries } from '../../../../../.config/eslint-rules/feature-boundaries.mjs';

const ROOT = '/repo/apps/web/src';

/** The rule's messages for `code` written in `file` (a path under the app's src folder). */
function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: '/repo' });
  const messages = linter.verify(
    code,
    [
      {
        plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
        rules: { 'web/feature-boundaries': ['error', { root: ROOT, shared: ['components', 'hooks', 'lib', 'locales'] }] },
      },
    ],
    { filename: `${ROOT}/${file}` },
  );
  return messages.map((message) => message.ruleId ?? message.message);
}

const BROKEN = ['web/feature-boundaries'];

describe('the feature-boundaries lint rule', () => {
  it('lets the composition root and other features use a feature through its entry file', () => {
    expect(lint('app/auth-provider.js', "import { MeQuery } from '../features/auth';")).toEqual([]);
    expect(lint('app/routes.js', "const load = () => import('../features/auth/index');")).toEqual([]);
    expect(lint('features/profile/components/summary.js', "import { MeQuery } from '../../auth';")).toEqual([]);
  });

  it("refuses a reach into another feature's files, however the path is written", () => {
    expect(lint('app/layout.js', "import { LoginForm } from '../features/auth/components/login-form';")).toEqual(BROKEN);
    expect(lint('features/profile/components/summary.js', "import { x } from '../../auth/me.graphql';")).toEqual(BROKEN);
    expect(lint('features/profile/summary.js', "export { x } from '../auth/schemas';")).toEqual(BROKEN);
    expect(lint('app/routes.js', "const load = () => import('../features/auth/pages/login-page');")).toEqual(BROKEN);
  });

  it('lets a feature use its own files freely', () => {
    expect(lint('features/auth/pages/login-page.js', "import { LoginForm } from '../components/login-form';")).toEqual([]);
  });

  it('refuses any feature import in shared code, even through the entry file', () => {
    expect(lint('components/account-menu.js', "import { LOGIN_PATH } from '../features/auth/redirect';")).toEqual(BROKEN);
    expect(lint('lib/errors.js', "import { MeQuery } from '../features/auth';")).toEqual(BROKEN);
    expect(lint('hooks/use-auth.js', "import { UserFields } from '../features/auth';")).toEqual(BROKEN);
  });

  it("lets tests use a feature's entry and its request handlers, and nothing else of it", () => {
    expect(lint('lib/__tests__/session.test.js', "import { MeQuery } from '../../features/auth';")).toEqual([]);
    expect(lint('test/handlers.js', "import { authHandlers } from '../features/auth/__tests__/handlers';")).toEqual([]);
    expect(lint('lib/__tests__/session.test.js', "import { x } from '../../features/auth/me.graphql';")).toEqual(BROKEN);
    expect(lint('app/routes.js', "import { authHandlers } from '../features/auth/__tests__/handlers';")).toEqual(BROKEN);
  });

  it('keeps the composition root to the entry module and tests', () => {
    expect(lint('main.js', "import { routes } from './app/routes';")).toEqual([]);
    expect(lint('test/render-app.js', "import { routes } from '../app/routes';")).toEqual([]);
    expect(lint('features/auth/pages/login-page.js', "import { AuthProvider } from '../../../app/auth-provider';")).toEqual(BROKEN);
    expect(lint('components/navbar.js', "import { Layout } from '../app/layout';")).toEqual(BROKEN);
  });

  it('ignores packages and files outside the source folder', () => {
    expect(lint('components/navbar.js', "import { Box } from '@chakra-ui/react';")).toEqual([]);
    expect(lint('lib/i18n.js', "import { x } from '../../../../libs/domain/src/index';")).toEqual([]);
  });
});
