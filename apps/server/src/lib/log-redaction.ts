const REDACTED = '[redacted]';

/**
 * `text` with the value of every query parameter replaced (`/appstore/verify-email?token=[redacted]`): query
 * strings carry verification and reset tokens, upload signatures and OAuth state, and a log line is no place
 * for them. Parameter names and the path stay, so a log still says which request it was.
 */
export function redactQueryStrings(text: string): string {
  // a query runs to the end of the URL: whitespace, a quote (also JSON's \"), a fragment; a backslash in the
  // query (JSON writes it \\) belongs to it, or `?x=a\&token=…` would keep the token
  return text.replace(/\?((?:[^\s"'\\#<>]|\\\\)+)/g, (_match, query: string) => `?${query.split('&').map(redactParameter).join('&')}`);
}

function redactParameter(parameter: string): string {
  const equals = parameter.indexOf('=');
  if (equals === -1) return parameter === '' ? '' : REDACTED;
  return `${parameter.slice(0, equals)}=${REDACTED}`;
}

/**
 * The server's log destination: every line passes through redactQueryStrings on its way out, whichever logger
 * call wrote it (request lines, Fastify's own "Route … not found", errors whose message holds a URL).
 */
export function redactingLogStream(destination: NodeJS.WritableStream): { write(line: string): void } {
  return { write: (line) => void destination.write(redactQueryStrings(line)) };
}
