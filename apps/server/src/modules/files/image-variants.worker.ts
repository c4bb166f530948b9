import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import { wakeableSleep } from '../../lib/wakeable-sleep.ts';
import { runImageVariantJob } from './image-variants.service.ts';

export interface ImageVariantWorkerOptions {
  /** Wait between looks at the queue when it was empty (default 2 s: a saved listing gets its variants within seconds). */
  pollMs?: number;
  /** Failures (the job is retried, or kept with its error when retrying cannot help). */
  log?: (message: string, err?: unknown) => void;
  /** Progress: what a burst of work made, once the queue is empty again. */
  info?: (message: string) => void;
}

export interface ImageVariantWorker {
  /** Finishes the image under way, then stops. */
  stop(): Promise<void>;
}

/**
 * Makes image variants in the background, one image at a time, so neither start-up nor a page waits for them
 * (pages show the original until then). Every server process may run one: jobs are claimed in the database.
 * When the queue empties after some work, it logs how many variants it made and how long that took.
 */
export function startImageVariantWorker(deps: { db: Db; storage: Storage }, opts: ImageVariantWorkerOptions = {}): ImageVariantWorker {
  const pollMs = opts.pollMs ?? 2_000;
  const log = opts.log ?? (() => {});
  const info = opts.info ?? (() => {});
  let stopping = false;
  const { sleep, wake } = wakeableSleep();

  async function loop() {
    let batch = { since: 0, images: 0, made: 0 };
    while (!stopping) {
      let ran = 0;
      try {
        const result = await runImageVariantJob(deps, (err, job) => log(`image variants: job ${job.id} failed`, err));
        ran = result.jobs;
        if (ran > 0) {
          if (batch.images === 0) batch.since = Date.now();
          batch.images += 1;
          batch.made += result.made;
        }
      } catch (err) {
        log('image variants: queue error', err);
      }
      if (ran > 0 || stopping) continue;
      if (batch.images > 0) {
        info(
          `image variants: made ${batch.made} variants of ${batch.images} images in ${((Date.now() - batch.since) / 1000).toFixed(1)} s`,
        );
        batch = { since: 0, images: 0, made: 0 };
      }
      await sleep(pollMs);
    }
  }

  const running = loop();
  return {
    async stop() {
      stopping = true;
      wake();
      await running;
    },
  };
}
