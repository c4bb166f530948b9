import { GETTING_STARTED_STEPS } from '@appstore/shared';
import { builder } from '../../graphql/builder.ts';
import { getGettingStarted, type GettingStarted, type GettingStartedStep } from './onboarding.service.ts';

const GettingStartedStepIdEnum = builder.enumType('GettingStartedStepId', { values: GETTING_STARTED_STEPS });

const GettingStartedStepRef = builder.objectRef<GettingStartedStep>('GettingStartedStep').implement({
  fields: (t) => ({
    id: t.field({ type: GettingStartedStepIdEnum, resolve: (s) => s.id }),
    done: t.exposeBoolean('done'),
  }),
});

const GettingStartedRef = builder.objectRef<GettingStarted>('GettingStarted').implement({
  description: "A new partner's first steps, ticked from the organisation's real state.",
  fields: (t) => ({
    complete: t.exposeBoolean('complete', { description: 'Every step is done: the portal no longer shows the checklist.' }),
    appId: t.id({
      nullable: true,
      description: 'The public app the app steps are about: one submitted for review if any, else the newest.',
      resolve: (g) => g.app?.id ?? null,
    }),
    appName: t.string({ nullable: true, resolve: (g) => g.app?.name ?? null }),
    steps: t.field({ type: [GettingStartedStepRef], description: 'In the order they are done.', resolve: (g) => g.steps }),
  }),
});

builder.queryField('gettingStarted', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: GettingStartedRef,
    description: "The getting-started checklist of the caller's organisation.",
    resolve: async (_root, _args, ctx) => getGettingStarted(ctx.db, await ctx.viewer()),
  }),
);
