import { AppError } from '../../common/errors/app-error';
import { setFormField } from './multipart-form';

function form(entries: [string, unknown][]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of entries) setFormField(fields, name, value);
  return fields;
}

describe('setFormField', () => {
  it('reads bracketed names as nested objects', () => {
    expect(
      form([
        ['title', 'Camp'],
        ['address[addressLine]', 'MG Road'],
        ['address[district]', 'Pune'],
        ['a[b][c]', 'deep'],
      ]),
    ).toEqual({ title: 'Camp', address: { addressLine: 'MG Road', district: 'Pune' }, a: { b: { c: 'deep' } } });
  });

  it('keeps every value of a repeated name, so validation refuses it', () => {
    expect(form([['category', 'a'], ['category', 'b'], ['category', 'c']])).toEqual({ category: ['a', 'b', 'c'] });
  });

  it.each([
    ['a prototype key', [['address[__proto__]', 'x']]],
    ['a constructor key', [['constructor[prototype]', 'x']]],
    ['nesting deeper than three', [['a[b][c][d]', 'x']]],
    ['a value then an object under one name', [['address', 'x'], ['address[district]', 'y']]],
  ] as [string, [string, unknown][]][])('refuses %s', (_label, entries) => {
    expect(() => form(entries)).toThrow(AppError);
  });
});
