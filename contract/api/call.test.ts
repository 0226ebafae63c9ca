import { describe, expect, it } from 'vitest';
import { fillPath, pathParamNames } from './call';

describe('a declared path', () => {
  it('names its parameters in order', () => {
    expect(pathParamNames('/courses/:id/messages/:message')).toEqual(['id', 'message']);
    expect(pathParamNames('/favorites')).toEqual([]);
  });

  it('is filled with its parameters, each encoded', () => {
    expect(fillPath('/courses/:id/messages/:message', { id: 'a/b', message: 'm 1' })).toBe('/courses/a%2Fb/messages/m%201');
  });

  it('refuses to be filled without a parameter it names', () => {
    expect(() => fillPath('/courses/:id', {})).toThrow('/courses/:id: no value for :id');
  });
});
