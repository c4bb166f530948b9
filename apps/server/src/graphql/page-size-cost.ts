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

/**
 * The cost limit once more when the operation runs and its variables are known, with page sizes given by
 * variables weighed as written (see withVariablePageSizes). The same limits and message as at validation.
 */
export function useVariableAwareCostLimit(limit: CostLimit): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const document = withVariablePageSizes(args.schema, args.document, args.variableValues ?? undefined);
      if (document === args.document) return;
      const errors: GraphQLError[] = [];
      const rule = costLimitRule({ ...limit, propagateOnRejection: false, onReject: [(_context, error) => errors.push(error)] });
      validate(args.schema, document, [rule]);
      if (errors.length) setResultAndStopExecution({ errors });
    },
  };
}
