import { describe, expect, it } from 'vitest';
import * as domain from '@redhope/domain';
describe('alias', () => { it('resolves', () => { expect(Object.keys(domain).length).toBeGreaterThan(0); console.log(Object.keys(domain).join(',')); }); });
