import { useEffect, useRef } from 'react';

/**
 * A value as it is at the last render, for work that finishes later (an upload, the tag dialog): it reads the
 * form's values of that moment, not of when it began, and so does not write over what changed meanwhile.
 */
export function useLatest<Value>(value: Value) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  return latest;
}
