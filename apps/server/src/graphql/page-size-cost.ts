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
  type FieldNode,
  type GraphQLSchema,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

type CostLimit = NonNullable<Parameters<typeof costLimitRule>[0]>;

/**
 * The document as the cost limit should weigh it: every `first` or `last` given by a variable replaced by the
 * variable's value (its default when left out), and every `first` left out replaced by its schema default, as if it were written in the
 * document. Armor's cost rule multiplies a list's cost by a literal `first` only, so `first: $n` with n = 100, or
 * a nested connection left at its default page under a list of 100, would otherwise cost as one row.
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
      Field(node): FieldNode | undefined {
        const first = defaultedFirst(typeInfo, node);
        if (first === null) return undefined;
        const argument: ArgumentNode = {
          kind: Kind.ARGUMENT,
          name: { kind: Kind.NAME, value: 'first' },
          value: { kind: Kind.INT, value: String(first) },
        };
        return { ...node, arguments: [...(node.arguments ?? []), argument] };
      },
      Argument(node): ArgumentNode | undefined {
        if ((node.name.value !== 'first' && node.name.value !== 'last') || node.value.kind !== Kind.VARIABLE || !typeInfo.getArgument())
          return undefined;
        const given = variables?.[node.value.name.value];
        // a variable left out (or null) pages as the argument's default, when it has one
        const fallback = typeInfo.getArgument()?.defaultValue;
        const value = typeof given === 'number' ? given : fallback;
        if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
        return { ...node, value: { kind: Kind.INT, value: String(value) } };
      },
    }),
  );
}

/** The schema default of a `first` the field leaves out (and no `last` either), or null. */
function defaultedFirst(typeInfo: TypeInfo, node: FieldNode): number | null {
  const arg = typeInfo.getFieldDef()?.args.find((a) => a.name === 'first');
  if (typeof arg?.defaultValue !== 'number') return null;
  if (node.arguments?.some((a) => a.name.value === 'first' || a.name.value === 'last')) return null;
  return arg.defaultValue;
}

/** Whether any field of the document leaves a defaulted `first` out: the document then weighs more than as written. */
function leavesDefaultedFirst(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (defaultedFirst(typeInfo, node) !== null) found = true;
      },
    }),
  );
  return found;
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
  const pageSizeVariables = new WeakMap<DocumentNode, { names: string[]; defaulted: boolean }>();
  const passed = new WeakMap<DocumentNode, Set<string>>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let sized = pageSizeVariables.get(args.document);
      if (!sized) {
        sized = { names: pageSizeVariableNames(args.document), defaulted: leavesDefaultedFirst(args.schema, args.document) };
        pageSizeVariables.set(args.document, sized);
      }
      if (sized.names.length === 0 && !sized.defaulted) return;
      const sizes = sized.names.map((name) => {
        const value = args.variableValues?.[name];
        return typeof value === 'number' && Number.isInteger(value) ? String(value) : '';
      });
      // no page size given by an integer variable and none left at a default: the document weighs as validation weighed it
      if (!sized.defaulted && sizes.every((size) => size === '')) return;
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
