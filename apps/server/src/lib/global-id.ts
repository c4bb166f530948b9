/** App API global IDs: unpadded base64 of `Type:number` (e.g. `Vendor:4` → `VmVuZG9yOjQ`). */
export function toGlobalId(type: string, id: number | string): string {
  return Buffer.from(`${type}:${id}`).toString('base64').replace(/=+$/, '');
}

/** The number inside a global ID of `type`, or null when it is not one. */
export function fromGlobalId(type: string, globalId: string): number | null {
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const match = /^([A-Za-z]+):(\d+)$/.exec(decoded);
  if (!match || match[1] !== type) return null;
  const id = Number(match[2]);
  return Number.isSafeInteger(id) ? id : null;
}
