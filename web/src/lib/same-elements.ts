import { isValidElement, type ReactNode } from 'react';

/**
 * Whether two React trees as written (elements, their props, nested elements) are the same: the same element types
 * with equal props (compared as `Object.is`, elements inside them compared alike). A component given equal trees
 * has nothing new to render, even though its parent made new element objects.
 */
export function sameElements(before: ReactNode, after: ReactNode): boolean {
  if (Object.is(before, after)) return true;
  if (Array.isArray(before) && Array.isArray(after))
    return (
      before.length === after.length && before.every((child, index) => sameElements(child, after[index]))
    );
  if (!isValidElement(before) || !isValidElement(after)) return false;
  if (before.type !== after.type || before.key !== after.key) return false;
  const beforeProps = before.props as Record<string, unknown>;
  const afterProps = after.props as Record<string, unknown>;
  const keys = Object.keys(beforeProps);
  return (
    keys.length === Object.keys(afterProps).length &&
    keys.every(
      (key) => key in afterProps && sameElements(beforeProps[key] as ReactNode, afterProps[key] as ReactNode),
    )
  );
}
