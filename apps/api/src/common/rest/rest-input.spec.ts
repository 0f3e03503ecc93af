import { dropAbsentQueryValues } from './rest-input';

describe('dropAbsentQueryValues', () => {
  it('treats undefined, null and empty values as absent and keeps the rest', () => {
    const query: Record<string, unknown> = { filter: 'all', pincode: 'undefined', userId: 'null', q: '', zero: '0', text: 'nullable' };
    dropAbsentQueryValues(query);
    expect(query).toEqual({ filter: 'all', zero: '0', text: 'nullable' });
  });

  it('keeps only the real values of a repeated parameter', () => {
    const query: Record<string, unknown> = { a: ['undefined', '1'], b: ['', 'null'], c: ['x', 'y', 'undefined'] };
    dropAbsentQueryValues(query);
    expect(query).toEqual({ a: '1', c: ['x', 'y'] });
  });
});
