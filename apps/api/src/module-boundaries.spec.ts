import { join, resolve } from 'node:path';
import { Linter } from 'eslint';
import { parser } from 'typescript-eslint';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the rule under test is part of the workspace's lint config, not of a project
import { entryOnly } from '../../../.config/eslint-rules/entry-only.mjs';

// The lint rule behind the API's module boundaries (see .config/eslint.config.mjs), run on code
// placed at real paths of this app.
const src = resolve(__dirname);
const config: Linter.Config[] = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser },
    plugins: { 'api-boundaries': { rules: { 'entry-only': entryOnly } } },
    rules: {
      'api-boundaries/entry-only': [
        'error',
        { features: join(src, 'modules'), shared: [join(src, 'common'), join(src, 'config'), join(src, 'database')] },
      ],
    },
  },
];

function problems(file: string, code: string): string[] {
  return new Linter({ configType: 'flat' }).verify(code, config, { filename: join(src, file) }).map((message) => message.message);
}

describe('module boundaries (lint rule api-boundaries/entry-only)', () => {
  it('lets a module use another through its entry file, at any depth', () => {
    expect(problems('modules/auth/auth.service.ts', "import { UsersService } from '../users';")).toEqual([]);
    expect(problems('modules/auth/dto/login.input.ts', "import { UsersService } from '../../users/index';")).toEqual([]);
    expect(problems('app.module.ts', "import { AuthModule } from './modules/auth';")).toEqual([]);
  });

  it('lets a module reach anywhere inside itself', () => {
    expect(problems('modules/auth/dto/login.input.ts', "import { AuthService } from '../auth.service';")).toEqual([]);
  });

  it('refuses a deep import into another module, from a module or from app.module.ts', () => {
    expect(problems('modules/users/users.service.ts', "import type { RegisterInput } from '../auth/dto/register.input';")).toEqual([
      "'../auth/dto/register.input' reaches inside 'auth': import its entry file ('../auth') and export what you need from there.",
    ]);
    expect(problems('app.module.ts', "import { AuthService } from './modules/auth/auth.service';")).toHaveLength(1);
    expect(problems('modules/auth/dto/login.input.ts', "export { UsersService } from '../../users/users.service';")).toHaveLength(1);
    expect(problems('modules/auth/auth.service.ts', "const users = import('../users/users.service');")).toHaveLength(1);
  });

  it('refuses any import of a module from shared code, entry file included', () => {
    const imports = [
      ['common/rest/envelope.ts', '../../modules/system'],
      ['config/config.ts', '../modules/system'],
      ['database/migrate.ts', '../modules/system/system.service'],
    ];
    for (const [file, source] of imports) {
      expect(problems(file, `import { SystemService } from '${source}';`)).toEqual([expect.stringContaining("Shared code must not import the feature 'system'")]);
    }
  });

  it('ignores packages and imports outside the modules', () => {
    expect(problems('common/rest/envelope.ts', "import { Injectable } from '@nestjs/common';\nimport { APP_CONFIG } from '../../config/config';")).toEqual([]);
  });
});
