import { describe, expect, it } from 'vitest';
import { memoryStorage, namespacedStorage } from './explorer-storage';

describe('namespacedStorage', () => {
  it('keeps its keys under the namespace', () => {
    const base = memoryStorage();
    const storage = namespacedStorage(base, 'appstore-explorer:reference');
    storage.setItem('graphiql:query', '{ vendor { id } }');
    expect(base.getItem('appstore-explorer:reference:graphiql:query')).toBe('{ vendor { id } }');
    expect(storage.getItem('graphiql:query')).toBe('{ vendor { id } }');
    expect(storage.getItem('graphiql:tabs')).toBeNull();
  });

  it('counts and clears only its own keys', () => {
    const base = memoryStorage();
    base.setItem('user', '{}');
    const one = namespacedStorage(base, 'a');
    const two = namespacedStorage(base, 'b');
    one.setItem('x', '1');
    one.setItem('y', '2');
    two.setItem('x', '3');
    expect(one.length).toBe(2);
    one.clear();
    expect(one.length).toBe(0);
    expect(two.getItem('x')).toBe('3');
    expect(base.getItem('user')).toBe('{}');
  });

  it('removes one key', () => {
    const storage = namespacedStorage(memoryStorage(), 'a');
    storage.setItem('x', '1');
    storage.removeItem('x');
    expect(storage.getItem('x')).toBeNull();
  });
});
