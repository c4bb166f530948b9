import { StorageUnavailableError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';

/**
 * The storage driver with its failures made one typed error: whatever S3 or the disk answered (a 5xx, no answer,
 * a directory that cannot be written) becomes StorageUnavailableError, which the API and routes answer with a
 * clear message and a 503, never a stack trace or a path. The cause goes to `log`, for the operator.
 * A missing object is not a failure: `read` and `readStart` still answer null.
 */
export function guardStorage(storage: Storage, log: (err: unknown, message: string) => void): Storage {
  function guard<A extends unknown[], R>(operation: string, run: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } catch (err) {
        if (err instanceof StorageUnavailableError) throw err;
        log(err, `storage ${operation} failed (${storage.driver})`);
        throw new StorageUnavailableError(err);
      }
    };
  }
  return {
    driver: storage.driver,
    put: guard('put', (key, body, contentType) => storage.put(key, body, contentType)),
    read: guard('read', (key) => storage.read(key)),
    readStart: guard('readStart', (key, bytes) => storage.readStart(key, bytes)),
    delete: guard('delete', (key) => storage.delete(key)),
    // signing is local work (no request to storage): its only failures are the caller's
    presignPut: (p) => storage.presignPut(p),
    publicUrl: (key) => storage.publicUrl(key),
  };
}
