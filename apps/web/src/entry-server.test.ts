import { Writable } from 'node:stream';
import { print } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderStorePage, type RenderOptions } from './entry-server';
import { PublicAppListingsQuery, PublicCategoriesQuery } from './features/catalog/operations';
import { PublicAppListingQuery } from './features/catalog/listing.operations';
import { PublicAppReviewsQuery } from './features/catalog/reviews.operations';
import { QUERY_TEXT_PROPERTY } from './shared/store-data/query-text';

/**
 * The server keeps what this module renders for every visitor (apps/server/src/http/store-page-cache.ts), so
 * a page whose data did not come whole must not be rendered at all: the server then sends the shell, whose
 * browser code asks again. A missing listing and an empty catalogue are real answers, rendered as such.
 */
const config = { supportEmail: 'help@store.test', publicUrl: 'http://store.test', partnerSharePercent: '80' };
const EMPTY_CATALOGUE = { data: { publicAppListings: { totalCount: 0, edges: [], pageInfo: { endCursor: null, hasNextPage: false } } } };

function options(transport: RenderOptions['transport'], extra: Partial<RenderOptions> = {}): RenderOptions {
  return { transport, config, onError: () => {}, ...extra };
}

async function html(render: Awaited<ReturnType<typeof renderStorePage>>): Promise<string> {
  let text = '';
  await new Promise<void>((resolve) =>
    render.pipe(
      new Writable({
        write(chunk, _encoding, done) {
          text += String(chunk);
          done();
        },
        final(done) {
          resolve();
          done();
        },
      }),
    ),
  );
  return text;
}

// what the web build attaches to each document (build/gql-document-modules.ts); this test runs without it
beforeAll(() => {
  for (const document of [PublicAppListingsQuery, PublicAppListingQuery, PublicCategoriesQuery, PublicAppReviewsQuery]) {
    Object.defineProperty(document, QUERY_TEXT_PROPERTY, { value: print(document), configurable: true });
  }
});

describe('server rendering of store pages', () => {
  it('refuses to render a page whose query failed, so no visitor is kept an empty page', async () => {
    const failing = options(async () => ({
      errors: [{ message: 'Something went wrong', extensions: { classification: 'InternalError' } }],
    }));
    await expect(renderStorePage('/', failing)).rejects.toThrow(/query failed/);
    await expect(renderStorePage('/apps?q=channel', failing)).rejects.toThrow(/query failed/);
  });

  it('refuses to render a page whose data did not come in time (the transport gave up)', async () => {
    const late = options(() => Promise.reject(new Error('Store page query took over 3000 ms')));
    await expect(renderStorePage('/apps?q=channel', late)).rejects.toThrow(/took over 3000 ms/);
  });

  it('renders a missing listing as the 404 page, and an empty catalogue as it is', async () => {
    const missing = await renderStorePage(
      '/app-details/987',
      options(async () => ({ errors: [{ message: 'Listing not found', extensions: { classification: 'NotFoundError' } }] })),
    );
    expect(missing.status).toBe(404);

    const empty = await renderStorePage(
      '/',
      options(async () => EMPTY_CATALOGUE),
    );
    expect(empty.status).toBe(200);
    expect(await html(empty)).toContain('Nothing here');
  });

  it('asks for a render slot only once the data has come, and gives up when none is given', async () => {
    const events: string[] = [];
    const transport = async () => {
      events.push('data');
      return EMPTY_CATALOGUE;
    };
    await renderStorePage('/', options(transport, { beforeRender: async () => void events.push('slot') }));
    // the listings and the categories, then the slot
    expect(events).toEqual(['data', 'data', 'slot']);

    const refused = options(transport, {
      beforeRender: async () => {
        throw new Error('no render slot');
      },
    });
    await expect(renderStorePage('/', refused)).rejects.toThrow('no render slot');
  });
});
