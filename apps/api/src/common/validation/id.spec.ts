import { AppError } from '../errors/app-error';
import { ParseIdPipe } from './id';

describe('ParseIdPipe', () => {
  const pipe = new ParseIdPipe();

  it('passes a uuid through, lower-cased', () => {
    expect(pipe.transform('6F9619FF-8B86-4D11-B42D-00C04FC964FF')).toBe('6f9619ff-8b86-4d11-b42d-00c04fc964ff');
  });

  it.each([undefined, null, '', 'abc', '123', 'undefined', "1' OR '1'='1", '6f9619ff-8b86-4d11-b42d-00c04fc964ff-x', 42, {}])(
    'turns %j into NOT_FOUND',
    (value) => {
      expect(() => pipe.transform(value)).toThrow(AppError);
      try {
        pipe.transform(value);
      } catch (error) {
        expect((error as AppError).code).toBe('NOT_FOUND');
      }
    },
  );
});
