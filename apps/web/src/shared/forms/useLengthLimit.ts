import { useEffect, useRef } from 'react';
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { lengthLimit, type LengthLimit } from './length-limit';

/**
 * A field's limit, watched: its counter, and its validation as the limit is passed. The form checks a field on
 * blur first; crossing the limit checks it at once, so the spec's message shows while typing the character too
 * many (and goes when it is taken back).
 */
export function useLengthLimit<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, name: Path<T>, max: number): LengthLimit {
  const value = useWatch({ control: form.control, name });
  const limit = lengthLimit(value, max);
  const wasOver = useRef(limit.over);
  const { trigger } = form;
  useEffect(() => {
    if (limit.over === wasOver.current) return;
    wasOver.current = limit.over;
    void trigger(name);
  }, [limit.over, name, trigger]);
  return limit;
}
