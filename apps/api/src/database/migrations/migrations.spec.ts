import { readdirSync } from 'node:fs';
import { MIGRATIONS } from './index';

describe('migrations index', () => {
  it('lists every migration file in this folder, oldest first', () => {
    const files = readdirSync(__dirname)
      .filter((file) => /^\d+-.+\.ts$/.test(file) && !file.endsWith('.spec.ts'))
      .sort();
    const listed = MIGRATIONS.map((migration) => migration.name);
    expect(listed).toHaveLength(files.length);
    const timestamps = MIGRATIONS.map((migration) => Number(/(\d+)$/.exec(migration.name)?.[1]));
    expect([...timestamps].sort((a, b) => a - b)).toEqual(timestamps);
  });
});
