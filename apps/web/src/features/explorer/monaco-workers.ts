/**
 * The web workers of GraphiQL's Monaco editors: the editor's own, JSON (variables and headers) and the GraphQL
 * language service (validation, completion).
 *
 * Registered here rather than by importing `graphiql/setup-workers/vite`: that file's `?worker` imports sit in a
 * dependency, which Vite's dev pre-bundler (esbuild) cannot read; from our source, Vite's worker plugin handles
 * them in dev and build alike. The build emits each worker as its own file under /assets (no `&inline`, so no
 * blob: or data: URL): same-origin scripts, which the CSP's `script-src 'self'` admits as workers.
 */
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

interface MonacoEnvironment {
  getWorker(workerId: string, label: string): Worker;
}

(globalThis as typeof globalThis & { MonacoEnvironment?: MonacoEnvironment }).MonacoEnvironment = {
  getWorker(_workerId, label) {
    if (label === 'json') return new JsonWorker({ name: 'json' });
    if (label === 'graphql') return new GraphQLWorker({ name: 'graphql' });
    return new EditorWorker({ name: 'editor' });
  },
};
