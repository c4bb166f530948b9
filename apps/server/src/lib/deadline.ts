/** `promise`, or a rejection with `message` once `ms` have passed (the work itself is not stopped). */
export function withDeadline<T>(promise: Promise<T>, ms: number, message = `No answer within ${ms} ms`): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
