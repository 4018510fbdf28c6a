import { useId } from 'react';

/** A unique element id that starts with a letter (React's own ids start with "_", which HTML ids should not). */
export function useDomId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
}
