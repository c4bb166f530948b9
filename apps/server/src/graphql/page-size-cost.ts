import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type ArgumentNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

type CostLimit = NonNullable<Parameters<typeof costLimitRule>[0]>;

/**
 * The document as the cost limit should weigh it: every `first` or `last` given by a variable replaced by the
 * variable's value, as if it were written in the document. Armor's cost rule multiplies a list's cost by a
 * literal `first` only, so `first: $n` with n = 100 would otherwise cost as one row.
 */
export function withVariablePageSizes(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): DocumentNode {
  const typeInfo = new TypeInfo(schema);
  return visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node): ArgumentNode | undefined {
        if ((node.name.value !== 'first' && node.name.value !== 'last') || node.value.kind !== Kind.VARIABLE || !typeInfo.getArgument())
          return undefined;
        const value = variables?.[node.value.name.value];
        if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
        return { ...node, value: { kind: Kind.INT, value: String(value) } };
      },
    }),
  );
}

/** Most verdicts kept per document: page sizes are small integers, and a client may try many. */
const MAX_VERDICTS_PER_DOCUMENT = 256;

/** The variables a document passes as `first` or `last`, as written (any field: the key may only be wider). */
function pageSizeVariableNames(document: DocumentNode): string[] {
  const names = new Set<string>();
  visit(document, {
    Argument(node) {
      if ((node.name.value === 'first' || node.name.value === 'last') && node.value.kind === Kind.VARIABLE)
        names.add(node.value.name.value);
    },
  });
  return [...names];
}

/**
 * The cost limit once more when the operation runs and its variables are known, with page sizes given by
 * variables weighed as written (see withVariablePageSizes). The same limits and message as at validation.
 * A document and its page sizes that passed are remembered (per parsed document, which Yoga's parser cache
 * hands out again for the same text): the weighing walks the whole document twice, a large share of a cheap
 * request's time. A refusal is weighed afresh every time, so its errors are never shared between requests.
 */
export function useVariableAwareCostLimit(limit: CostLimit): Plugin {
  const pageSizeVariables = new WeakMap<DocumentNode, string[]>();
  const passed = new WeakMap<DocumentNode, Set<string>>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let names = pageSizeVariables.get(args.document);
      if (!names) pageSizeVariables.set(args.document, (names = pageSizeVariableNames(args.document)));
      if (names.length === 0) return;
      const sizes = names.map((name) => {
        const value = args.variableValues?.[name];
        return typeof value === 'number' && Number.isInteger(value) ? String(value) : '';
      });
      // no page size given by an integer variable: the document weighs as validation weighed it
      if (sizes.every((size) => size === '')) return;
      const key = sizes.join(',');
      const verdicts = passed.get(args.document);
      if (verdicts?.has(key)) return;
      const document = withVariablePageSizes(args.schema, args.document, args.variableValues ?? undefined);
      if (document === args.document) return;
      const errors: GraphQLError[] = [];
      const rule = costLimitRule({ ...limit, propagateOnRejection: false, onReject: [(_context, error) => errors.push(error)] });
      validate(args.schema, document, [rule]);
      if (errors.length) return setResultAndStopExecution({ errors });
      if (!verdicts) passed.set(args.document, new Set([key]));
      else if (verdicts.size < MAX_VERDICTS_PER_DOCUMENT) verdicts.add(key);
    },
  };
}
